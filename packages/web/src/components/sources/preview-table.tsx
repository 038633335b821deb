import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

const cellText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The first rows of a source table or query, as read (at most a screenful; no paging). */
export function PreviewTable({
  columns,
  rows,
  label,
}: {
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      aria-label={label}
      size="small"
      scroll={{ x: 'max-content' }}
      pagination={false}
      rowKey={(_, index) => String(index)}
      dataSource={rows}
      locale={{ emptyText: t('common.empty') }}
      columns={columns.map((column) => ({
        key: column.name,
        dataIndex: column.name,
        title: (
          <span title={column.type}>
            {column.name} <span className="source-type">{column.type}</span>
          </span>
        ),
        render: (value: unknown) => cellText(value),
      }))}
    />
  );
}
