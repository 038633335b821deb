import type { RefTreeMember } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';
import { refChildren } from '../../lib/refs-client';
import { toastSuccess } from '../../lib/toast';
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
  const [form] = Form.useForm<CopyValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
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
    setBusy(true);
    setError(null);
    try {
      const answer = await pivotApi.copyScenario({
        cubeId,
        from: values.from,
        to: values.to,
        factor: values.factor,
        filter: values.limited ? filters : {},
      });
      toastSuccess(t('pivot.copy.done', { count: answer.cells }));
      onCopied(answer);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('pivot.copy.title')}
      okText={t('pivot.copy.run')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="copy-scenario"
        layout="vertical"
        initialValues={{ factor: 1, limited: hasFilters }}
        onFinish={(values) => void copy(values)}
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
      </Form>
      {error !== null && <Alert type="error" showIcon title={errorMessageOf(error)} />}
    </Modal>
  );
}
