import type { RefTreeMember } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { refChildren } from '../../lib/refs-client';
import { toastSuccess } from '../../lib/toast';
import { FormDialog } from '../form-dialog';
import { type CubeChangeAnswer, pivotApi } from './pivot-api';

interface CopyValues {
  from: string;
  to: string;
  factor: number;
  limited: boolean;
}

/**
 * Copy Scenario: the facts of one scenario member replace another's, scaled by a factor; with
 * "limited", only those under the pivot's filters. One undoable change.
 */
export function CopyScenarioDialog({
  cubeId,
  scenario,
  filters,
  onClose,
  onCopied,
}: {
  cubeId: string;
  scenario: { dim: string; refId: string };
  /** The pivot's filters other than the scenario's. */
  filters: Record<string, string[]>;
  onClose: () => void;
  onCopied: (answer: CubeChangeAnswer) => void;
}) {
  const { t } = useTranslation();
  const members = useQuery({
    queryKey: ['refs', 'tree', scenario.refId, null],
    queryFn: () => refChildren(scenario.refId, null),
  });
  const options = (members.data ?? []).map((m: RefTreeMember) => ({
    value: m.code,
    label: m.name || m.code,
  }));
  const hasFilters = Object.keys(filters).length > 0;
  const copy = async (values: CopyValues) => {
    const answer = await pivotApi.copyScenario({
      cubeId,
      from: values.from,
      to: values.to,
      factor: values.factor,
      filter: values.limited ? filters : {},
    });
    toastSuccess(t('pivot.copy.done', { count: answer.cells }));
    onCopied(answer);
  };
  return (
    <FormDialog<CopyValues>
      name="copy-scenario"
      title={t('pivot.copy.title')}
      okText={t('pivot.copy.run')}
      errors="inline"
      initialValues={{ factor: 1, limited: hasFilters }}
      onSubmit={copy}
      onClose={onClose}
    >
      <Form.Item
        name="from"
        label={t('pivot.copy.from')}
        rules={[{ required: true, message: t('pivot.copy.pick') }]}
      >
        <Select options={options} loading={members.isPending} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('pivot.copy.to')}
        dependencies={['from']}
        rules={[
          { required: true, message: t('pivot.copy.pick') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value && value === getFieldValue('from')
                ? Promise.reject(new Error(t('errors.same_scenario')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Select options={options} loading={members.isPending} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="factor" label={t('pivot.copy.factor')} extra={t('pivot.copy.factorHint')}>
        <InputNumber step={0.01} />
      </Form.Item>
      <Form.Item name="limited" valuePropName="checked">
        <Checkbox disabled={!hasFilters}>
          {hasFilters
            ? t('pivot.copy.limited', {
                filters: Object.entries(filters)
                  .map(([dim, codes]) => `${dim}: ${codes.join(', ')}`)
                  .join('; '),
              })
            : t('pivot.copy.noFilters')}
        </Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
