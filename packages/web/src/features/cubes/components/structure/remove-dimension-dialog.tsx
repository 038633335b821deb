import type { CubeDimension, CubeStructureChange } from '@cubus/shared';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { MemberSelect } from './member-select';

interface RemoveValues {
  keep: 'aggregate' | 'member';
  member?: string;
}

/**
 * Removes a dimension. Its facts either fold into one per remaining cell by each measure's
 * aggregation (what a total over the dimension shows now), or only one member's facts stay, as a
 * planner keeps the Actual scenario; the scenario dimension starts on the member choice, since a
 * sum over scenarios means nothing.
 */
export function RemoveDimensionDialog({
  dimension,
  onSubmit,
  onClose,
}: {
  dimension: CubeDimension;
  onSubmit: (change: CubeStructureChange) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RemoveValues>();
  const keep = Form.useWatch('keep', form);
  const submit = (values: RemoveValues) =>
    onSubmit({
      op: 'remove-dimension',
      name: dimension.name,
      keep: values.keep === 'member' ? { member: values.member ?? '' } : 'aggregate',
    });
  return (
    <FormDialog<RemoveValues>
      name="cube-remove-dimension"
      form={form}
      danger
      title={t('cubes.structure.removeDimensionTitle', { name: dimension.name })}
      okText={t('cubes.structure.remove')}
      initialValues={{ keep: dimension.scenario ? 'member' : 'aggregate' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="keep" label={t('cubes.structure.keepLabel')}>
        <Radio.Group
          className="cube-structure__choices"
          options={[
            { value: 'aggregate', label: t('cubes.structure.keepAggregate') },
            { value: 'member', label: t('cubes.structure.keepMember') },
          ]}
        />
      </Form.Item>
      <p className="cube-structure__hint">
        {t(keep === 'member' ? 'cubes.structure.keepMemberHint' : 'cubes.structure.keepAggregateHint')}
      </p>
      {keep === 'member' && (
        <Form.Item
          name="member"
          label={t('cubes.structure.keptMember')}
          rules={[{ required: true, message: t('cubes.required') }]}
        >
          <MemberSelect refId={dimension.refId} leaves={false} label={t('cubes.structure.keptMember')} />
        </Form.Item>
      )}
      <p className="cube-structure__hint">{t('cubes.structure.noUndo')}</p>
    </FormDialog>
  );
}
