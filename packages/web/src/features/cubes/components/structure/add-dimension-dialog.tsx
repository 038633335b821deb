import type { CubeStructureChange } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { qry } from '../../../../lib/qry-client';
import { MemberSelect } from './member-select';
import { NameField } from './name-field';

interface DimensionValues {
  name: string;
  refId: string;
  member?: string;
}

/**
 * A new dimension bound to a reference. The cube's facts so far have no member of it: they all go
 * to the leaf member chosen here (required when there are facts), as loading a slice would.
 */
export function AddDimensionDialog({
  facts,
  onSubmit,
  onClose,
}: {
  facts: number;
  onSubmit: (change: CubeStructureChange) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DimensionValues>();
  const refId = Form.useWatch('refId', form);
  const refs = useQuery({
    queryKey: ['qry', 'pick', 'refs'],
    queryFn: () => qry.select({ op: 'select', object: 'refs', fields: ['id', 'name'], limit: 500 }),
  });
  const submit = (values: DimensionValues) =>
    onSubmit({
      op: 'add-dimension',
      dimension: { name: values.name, refId: values.refId },
      ...(values.member ? { member: values.member } : {}),
    });
  return (
    <FormDialog<DimensionValues>
      name="cube-add-dimension"
      form={form}
      title={t('cubes.structure.addDimensionTitle')}
      okText={t('cubes.addDimension')}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameField label={t('cubes.structure.dimensionName')} />
      <Form.Item
        name="refId"
        label={t('cubes.structure.dimensionRef')}
        rules={[{ required: true, message: t('cubes.required') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={refs.isPending}
          onChange={() => form.setFieldValue('member', undefined)}
          options={(refs.data?.rows ?? []).map((r) => ({ value: String(r.id), label: String(r.name) }))}
        />
      </Form.Item>
      <Form.Item
        name="member"
        label={t('cubes.structure.factsMember')}
        extra={t(facts > 0 ? 'cubes.structure.factsMemberHint' : 'cubes.structure.noFactsHint', {
          count: facts,
        })}
        rules={facts > 0 ? [{ required: true, message: t('cubes.required') }] : []}
      >
        <MemberSelect refId={refId} leaves label={t('cubes.structure.factsMember')} />
      </Form.Item>
    </FormDialog>
  );
}
