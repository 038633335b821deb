import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Radio, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScheduleEditor } from '../../../components/schedule/schedule-editor';
import { errorMessageOf } from '../../../lib/api-error';
import { importsApi, type PreviewAnswer } from '../api/imports-api';
import { rejectReasonText } from '../components/reject-reasons';
import type { TableChoice } from './wizard-state';
import { sourceOf, targetOf, type WizardPatch, type WizardState } from './wizard-state';
import { mappingOf } from './wizard-values';

type PreviewRow = PreviewAnswer['rows'][number];

/** The first rows as they will land (with the reason a row would be rejected), the mode, the policy, the name, the schedule. */
export function PreviewStep({
  state,
  existing,
  onChange,
}: {
  state: WizardState;
  existing: TableChoice | null;
  onChange: WizardPatch;
}) {
  const { t } = useTranslation();
  const values = {
    source: sourceOf(state),
    target: targetOf(state),
    mapping: mappingOf(state.lines, !existing),
  };
  const preview = useQuery({
    queryKey: ['imports', 'preview', values],
    queryFn: () => importsApi.preview(values),
    retry: false,
  });
  const rejected = preview.data?.rows.filter((row) => row.error !== null).length ?? 0;
  // A line that does not split into the file's columns has no values: it shows as written.
  const uneven = preview.data?.rows.some((row) => row.text !== undefined) ?? false;
  return (
    <div className="import-wizard__form">
      {preview.isPending && <Spin aria-label={t('app.loading')} />}
      {preview.isError && <Alert type="error" showIcon title={errorMessageOf(preview.error)} />}
      {preview.data && (
        <>
          <p aria-live="polite">
            {t('imports.preview.summary', { count: preview.data.rows.length, rejected })}
          </p>
          <Table<PreviewRow>
            aria-label={t('imports.preview.title')}
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="line"
            rowClassName={(row) => (row.error ? 'is-rejected' : '')}
            dataSource={preview.data.rows}
            columns={[
              { key: 'line', dataIndex: 'line', title: t('imports.preview.line'), width: 70 },
              ...preview.data.columns.map((column) => ({
                key: column.name,
                title: `${column.name} (${t(`tables.types.${column.type}`, { defaultValue: column.type })})`,
                render: (_: unknown, row: PreviewRow) => {
                  const value = row.values[column.name];
                  return value === null || value === undefined ? '' : String(value);
                },
              })),
              {
                key: 'error',
                title: t('imports.preview.reason'),
                render: (_: unknown, row: PreviewRow) => rejectReasonText(row, t),
              },
              ...(uneven
                ? [
                    {
                      key: 'text',
                      title: t('imports.log.lineText'),
                      render: (_: unknown, row: PreviewRow) => row.text ?? '',
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
      <Form layout="vertical" className="import-wizard__options">
        <Form.Item label={t('imports.run.mode')}>
          <Radio.Group
            value={state.mode}
            onChange={(event) => onChange({ mode: event.target.value })}
            options={(['append', 'replace', 'upsert'] as const).map((mode) => ({
              value: mode,
              label: t(`imports.modes.${mode}`),
              disabled: mode === 'upsert' && !existing?.key,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('imports.run.onError')}>
          <Radio.Group
            value={state.onError}
            onChange={(event) => onChange({ onError: event.target.value })}
            options={[
              { value: 'reject', label: t('imports.policy.reject') },
              { value: 'fail', label: t('imports.policy.fail') },
            ]}
          />
        </Form.Item>
        {state.onError === 'reject' && (
          <Form.Item label={t('imports.policy.maxRejected')} htmlFor="import-max-rejected">
            <InputNumber
              id="import-max-rejected"
              min={0}
              max={1_000_000}
              value={state.maxRejected}
              onChange={(value) => onChange({ maxRejected: Number(value ?? 0) })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('fields.imports.name')} htmlFor="import-name" required>
          <Input
            id="import-name"
            value={state.name}
            maxLength={200}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </Form.Item>
        <ScheduleEditor value={state.schedule} onChange={(schedule) => onChange({ schedule })} />
      </Form>
    </div>
  );
}
