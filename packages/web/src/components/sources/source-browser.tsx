import { CheckOutlined } from '@ant-design/icons';
import type { SourcePreview, SourceTable } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Space, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';
import { type SourceTarget, sourcesClient } from '../../lib/sources-client';
import { PreviewTable } from './preview-table';
import './source-browser.css';

export interface SourceBrowserProps {
  /** The saved data source. */
  id: string;
  /** Its type: files have folders rather than schemas, and no queries. */
  type: string;
  /** With `onChoose`, the browser also picks what to read: a table (Choose) or a query (Use this query). */
  onChoose?: (target: SourceTarget) => void;
  chosen?: SourceTarget | null;
}

const sameTable = (chosen: SourceTarget | null | undefined, schema: string, table: string) =>
  !!chosen && 'table' in chosen && chosen.schema === schema && chosen.table === table;

/** Browse a saved source: its schemas (folders), their tables (files) with columns, and the first rows. */
export function SourceBrowser({ id, type, onChoose, chosen }: SourceBrowserProps) {
  const { t } = useTranslation();
  const [schema, setSchema] = useState<string | null>(chosen && 'table' in chosen ? chosen.schema : null);
  const [target, setTarget] = useState<SourceTarget | null>(null);
  const [query, setQuery] = useState(chosen && 'query' in chosen ? chosen.query : '');
  const schemas = useQuery({
    queryKey: ['datasources', id, 'schemas'],
    queryFn: () => sourcesClient.schemas(id),
    retry: false,
  });
  const tables = useQuery({
    queryKey: ['datasources', id, 'tables', schema],
    queryFn: () => sourcesClient.tables(id, schema ?? ''),
    enabled: schema !== null,
    retry: false,
  });
  const preview = useQuery<SourcePreview>({
    queryKey: ['datasources', id, 'preview', target],
    queryFn: () => sourcesClient.preview(id, target ?? { query: '' }),
    enabled: target !== null,
    retry: false,
  });
  const failed = schemas.error ?? tables.error;
  const queryChosen = !!chosen && 'query' in chosen && chosen.query === query.trim();
  return (
    <div className="source-browser">
      {failed && <Alert type="error" showIcon title={errorMessageOf(failed)} />}
      <label className="field-label" htmlFor={`schemas-${id}`}>
        {type === 'files' ? t('datasources.folder') : t('datasources.schema')}
      </label>
      <Select
        id={`schemas-${id}`}
        className="source-browser__schemas"
        loading={schemas.isPending}
        value={schema}
        placeholder={t('datasources.chooseSchema')}
        options={(schemas.data ?? []).map((name) => ({ value: name, label: name || '/' }))}
        onChange={(next: string) => {
          setSchema(next);
          setTarget(null);
        }}
      />
      {schema !== null && (
        <Table<SourceTable>
          aria-label={t('datasources.tablesOf', { schema: schema || '/' })}
          size="small"
          scroll={{ x: 'max-content' }}
          loading={tables.isPending}
          rowKey="name"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={tables.data ?? []}
          locale={{ emptyText: t('common.empty') }}
          expandable={{
            rowExpandable: (row) => row.columns.length > 0,
            expandedRowRender: (row) => (
              <span className="source-browser__columns">
                {row.columns.map((column) => `${column.name} ${column.type}`).join(', ')}
              </span>
            ),
          }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('datasources.table') },
            { key: 'type', dataIndex: 'type', title: t('datasources.tableType') },
            {
              key: 'preview',
              title: t('common.actions'),
              render: (_, row) => (
                <Space size="small">
                  <Button
                    size="small"
                    aria-label={t('datasources.previewOf', { table: row.name })}
                    onClick={() => setTarget({ schema, table: row.name })}
                  >
                    {t('datasources.preview')}
                  </Button>
                  {onChoose && (
                    <Button
                      size="small"
                      type={sameTable(chosen, schema, row.name) ? 'primary' : 'default'}
                      icon={sameTable(chosen, schema, row.name) ? <CheckOutlined aria-hidden /> : undefined}
                      aria-pressed={sameTable(chosen, schema, row.name)}
                      aria-label={t('datasources.chooseTable', { table: row.name })}
                      onClick={() => onChoose({ schema, table: row.name })}
                    >
                      {t('datasources.choose')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      {type !== 'files' && (
        <Space.Compact block className="source-browser__query">
          <Input.TextArea
            aria-label={t('datasources.query')}
            placeholder={t('datasources.queryPlaceholder')}
            rows={2}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button disabled={!query.trim()} onClick={() => setTarget({ query: query.trim() })}>
            {t('datasources.runQuery')}
          </Button>
          {onChoose && (
            <Button
              disabled={!query.trim()}
              type={queryChosen ? 'primary' : 'default'}
              aria-pressed={queryChosen}
              onClick={() => onChoose({ query: query.trim() })}
            >
              {t('datasources.useQuery')}
            </Button>
          )}
        </Space.Compact>
      )}
      {target && (
        <section aria-label={t('datasources.previewTitle')} className="source-browser__preview">
          <h3>
            {'table' in target
              ? t('datasources.previewOf', { table: target.table })
              : t('datasources.previewTitle')}
          </h3>
          {preview.isPending && <Spin aria-label={t('app.loading')} />}
          {preview.isError && <Alert type="error" showIcon title={errorMessageOf(preview.error)} />}
          {preview.data && (
            <PreviewTable
              columns={preview.data.columns}
              rows={preview.data.rows}
              label={t('datasources.previewTitle')}
            />
          )}
        </section>
      )}
    </div>
  );
}
