import { ArrowLeftOutlined, ClearOutlined, FileOutlined, TableOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import { type QryRow, tableRoutes } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataGrid } from '../../../components/grid/data-grid';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { callRoute } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/api-error';
import { formatBytes } from '../../../lib/format-bytes';
import { downloadExport, qry } from '../../../lib/qry-client';
import { pathFor } from '../../../lib/routes';
import { toastSuccess } from '../../../lib/toast';
import { schemaKey } from '../../../lib/use-object-schema';
import { tableRowKey } from '../tables-prefetch';
import { AlterColumnsDialog } from './alter-columns-dialog';

/** One data table: its figures, Columns (alter), Clear, Parquet export, and its rows in the grid. */
export function TableScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const ability = useAbility<AppAbility>();
  const [modal, modalHolder] = Modal.useModal();
  const [altering, setAltering] = useState(false);
  const [signal, setSignal] = useState(0);
  const table = useQuery({
    queryKey: tableRowKey(id),
    queryFn: () => qry.get('tables', id, { showErrorToast: false }),
  });
  const name = table.data ? String(table.data.name) : t('tables.table');
  usePageTitle(name);
  const object = `table:${id}`;
  const canUpdate = ability.can('update', 'tables');
  const reload = () => {
    void client.invalidateQueries({ queryKey: tableRowKey(id) });
    setSignal((n) => n + 1);
  };
  const clear = () =>
    modal.confirm({
      title: t('tables.clearTitle', { name }),
      content: t('tables.clearText'),
      okText: t('tables.clear'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await callRoute(tableRoutes.clear, { id }).catch(() => undefined);
        toastSuccess(t('tables.cleared', { name }));
        reload();
      },
    });
  const exportParquet = () =>
    void downloadExport(
      { export: { op: 'select', object }, format: 'parquet', name },
      `${name}.parquet`,
    ).catch(() => undefined);
  const altered = (row: QryRow) => {
    client.setQueryData(tableRowKey(id), row);
    void client.invalidateQueries({ queryKey: schemaKey(object) });
    setAltering(false);
  };
  const deleted = table.data?.deleted !== null && table.data?.deleted !== undefined;
  return (
    <>
      {modalHolder}
      <PageHeader title={name} trail={[{ title: t('menu.tables'), to: pathFor('cubus-tables') }]} />
      <Space wrap className="table-screen__actions">
        <Link to={pathFor('cubus-tables')}>
          <ArrowLeftOutlined aria-hidden /> {t('tables.backToList')}
        </Link>
      </Space>
      {table.isError && <Alert type="error" showIcon title={errorMessageOf(table.error)} />}
      {table.isPending && <Spin aria-label={t('app.loading')} />}
      {table.data && (
        <>
          <Descriptions
            size="small"
            className="table-screen__facts"
            column={{ xs: 1, sm: 2, md: 4 }}
            items={[
              {
                key: 'rows',
                label: t('fields.tables.rows'),
                children: Number(table.data.rows ?? 0).toLocaleString(i18n.language),
              },
              {
                key: 'size',
                label: t('fields.tables.size'),
                children: formatBytes(Number(table.data.size ?? 0), i18n.language),
              },
              {
                key: 'key',
                label: t('fields.tables.key'),
                children: String(table.data.key ?? t('tables.noKey')),
              },
              {
                key: 'state',
                label: t('tables.state'),
                children: deleted ? (
                  <StatusTag tone="warning">{t('tables.deleted')}</StatusTag>
                ) : (
                  <StatusTag tone="success">{t('tables.active')}</StatusTag>
                ),
              },
            ]}
          />
          {!table.data.key && <Alert type="info" showIcon title={t('tables.readOnlyRows')} />}
          <DataGrid
            key={String(table.data.version)}
            object={object}
            label={t('tables.rowsOf', { name })}
            refreshSignal={signal}
            empty={{ purpose: t('tables.empty.rows') }}
            toolbarExtra={
              <>
                {canUpdate && (
                  <Button icon={<TableOutlined aria-hidden />} onClick={() => setAltering(true)}>
                    {t('tables.columns')}
                  </Button>
                )}
                {canUpdate && (
                  <Button danger icon={<ClearOutlined aria-hidden />} onClick={clear}>
                    {t('tables.clear')}
                  </Button>
                )}
                <Button icon={<FileOutlined aria-hidden />} onClick={exportParquet}>
                  {t('tables.exportParquet')}
                </Button>
              </>
            }
          />
          {altering && (
            <AlterColumnsDialog table={table.data} onClose={() => setAltering(false)} onSaved={altered} />
          )}
        </>
      )}
    </>
  );
}
