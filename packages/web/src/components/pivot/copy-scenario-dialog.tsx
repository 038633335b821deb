import type { CopyScenarioPreview, RefTreeMember } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
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
 * Copy Scenario: the facts of one scenario member replace another's, scaled by a factor (each
 * measure rounded as its type is); with "limited", only those under the pivot's filters. First it
 * says how many cells of the target it will replace and asks again; the copy is one undoable change.
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
  const [form] = Form.useForm<CopyValues>();
  const watched = Form.useWatch([], form);
  const [preview, setPreview] = useState<{ values: string; counts: CopyScenarioPreview } | null>(null);
  const members = useQuery({
    queryKey: ['refs', 'tree', scenario.refId, null],
    queryFn: () => refChildren(scenario.refId, null),
  });
  const options = (members.data ?? []).map((m: RefTreeMember) => ({
    value: m.code,
    label: m.name || m.code,
  }));
  const hasFilters = Object.keys(filters).length > 0;
  const bodyOf = (values: CopyValues) => ({
    cubeId,
    from: values.from,
    to: values.to,
    factor: values.factor,
    filter: values.limited ? filters : {},
  });
  // A confirmation holds for the values it counted; any change asks again.
  const keyOf = (values: Partial<CopyValues> | undefined) =>
    JSON.stringify([values?.from, values?.to, values?.factor, values?.limited]);
  const confirmed = preview !== null && preview.values === keyOf(watched);
  const copy = async (values: CopyValues) => {
    // Decided on the values sent, not the watched ones (which follow a moment later): a copy runs
    // only on exactly the values whose count was shown.
    if (preview?.values !== keyOf(values)) {
      setPreview({ values: keyOf(values), counts: await pivotApi.previewCopy(bodyOf(values)) });
      return;
    }
    const answer = await pivotApi.copyScenario(bodyOf(values));
    toastSuccess(t('pivot.copy.done', { count: answer.cells }));
    onCopied(answer);
  };
  const target = options.find((o) => o.value === watched?.to)?.label ?? watched?.to ?? '';
  return (
    <FormDialog<CopyValues>
      name="copy-scenario"
      form={form}
      title={t('pivot.copy.title')}
      okText={
        confirmed
          ? t('pivot.copy.replace', { count: preview.counts.replaced, to: target })
          : t('pivot.copy.run')
      }
      danger={confirmed && preview.counts.replaced > 0}
      errors="inline"
      resetOnSubmit={false}
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
      {confirmed && (
        <Alert
          type={preview.counts.replaced > 0 ? 'warning' : 'info'}
          showIcon
          role="status"
          data-testid="copy-scenario-confirm"
          title={t('pivot.copy.confirm', {
            count: preview.counts.replaced,
            copied: preview.counts.copied,
            to: target,
          })}
          description={t('pivot.copy.undoHint')}
        />
      )}
    </FormDialog>
  );
}
