import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api-error';
import { proceduresApi } from '../api/procedures-api';

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The rows a run returned, in a table with the columns of its last statement. */
export function RunResult({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const result = useQuery({
    queryKey: ['procedures', 'result', jobId],
    queryFn: () => proceduresApi.result(jobId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (result.isPending) return <Spin aria-label={t('app.loading')} />;
  if (result.isError) return <Alert type="error" showIcon title={errorMessageOf(result.error)} />;
  const data = result.data;
  if (!data || data.columns.length === 0) return <p>{t('procedures.result.none')}</p>;
  return (
    <>
      {data.truncated && <Alert type="warning" showIcon title={t('procedures.result.truncated')} />}
      <Table<Record<string, unknown>>
        aria-label={t('procedures.result.title')}
        data-testid="procedure-result"
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        rowKey={(_, index) => String(index)}
        dataSource={data.rows}
        locale={{ emptyText: t('procedures.result.empty') }}
        columns={data.columns.map((column) => ({
          key: column.name,
          title: column.name,
          render: (_: unknown, row: Record<string, unknown>) => cell(row[column.name]),
        }))}
      />
    </>
  );
}
