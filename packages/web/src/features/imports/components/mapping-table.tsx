import type { ImportMapping } from '@cubus/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** An import's mapping as a person reads it: each source column → its table column (and type). */
export function MappingTable({ mapping }: { mapping: ImportMapping | null }) {
  const { t } = useTranslation();
  if (!mapping) return <p>{t('imports.mapping.byName')}</p>;
  return (
    <Table
      size="small"
      scroll={{ x: 'max-content' }}
      pagination={false}
      aria-label={t('imports.mapping.columns')}
      rowKey="source"
      dataSource={mapping}
      columns={[
        { key: 'source', dataIndex: 'source', title: t('imports.mapping.source') },
        { key: 'target', dataIndex: 'target', title: t('imports.mapping.targetColumn') },
        {
          key: 'type',
          dataIndex: 'type',
          title: t('imports.mapping.type'),
          render: (type: string | undefined) => (type ? t(`tables.types.${type}`) : ''),
        },
      ]}
    />
  );
}
