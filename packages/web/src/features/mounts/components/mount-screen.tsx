import { ArrowLeftOutlined, DatabaseOutlined, EditOutlined, SyncOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataGrid } from '../../../components/grid/data-grid';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { pathFor } from '../../../lib/routes';
import { toastSuccess } from '../../../lib/toast';
import { schemaKey } from '../../../lib/use-object-schema';
import { mountsApi } from '../api/mounts-api';
import { readsOf } from '../mount-values';
import { MaterialiseDialog } from './materialise-dialog';

export const mountRowKey = (id: string) => ['qry', 'row', 'mounts', id] as const;

/** One mount: what it reads, Edit, Refresh schema, Materialise, and its rows (read-only, read live). */
export function MountScreen({ id, onEdit }: { id: string; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const ability = useAbility<AppAbility>();
  const [refreshing, setRefreshing] = useState(false);
  const [materialising, setMaterialising] = useState(false);
  const row = useQuery({
    queryKey: mountRowKey(id),
    queryFn: () => qry.get('mounts', id, { showErrorToast: false }),
  });
  const name = row.data ? String(row.data.name) : t('mounts.mount');
  usePageTitle(name);
  const object = `mount:${id}`;
  const canUpdate = ability.can('update', 'mounts');
  const deleted = row.data?.deleted != null;
  const refresh = async () => {
    setRefreshing(true);
    try {
      const columns = await mountsApi.refresh(id);
      toastSuccess(t('mounts.refreshed', { count: columns.length }));
      // The new schema first: the grid starts again (a new key) when the row's refreshed time changes.
      await client.invalidateQueries({ queryKey: schemaKey(object) });
      await client.invalidateQueries({ queryKey: mountRowKey(id) });
    } catch {
      // The client's toast said why (source_error, …).
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <>
      <PageHeader title={name} trail={[{ title: t('menu.mounts'), to: pathFor('cubus-mounts') }]} />
      <Space wrap className="mount-screen__actions">
        <Link to={pathFor('cubus-mounts')}>
          <ArrowLeftOutlined aria-hidden /> {t('mounts.backToList')}
        </Link>
        {canUpdate && (
          <Button icon={<EditOutlined aria-hidden />} disabled={!row.data || deleted} onClick={onEdit}>
            {t('mounts.edit')}
          </Button>
        )}
        {canUpdate && (
          <Button
            icon={<SyncOutlined aria-hidden />}
            loading={refreshing}
            disabled={!row.data || deleted}
            onClick={() => void refresh()}
          >
            {t('mounts.refresh')}
          </Button>
        )}
        {ability.can('create', 'imports') && (
          <Button
            icon={<DatabaseOutlined aria-hidden />}
            disabled={!row.data || deleted}
            onClick={() => setMaterialising(true)}
          >
            {t('mounts.materialise')}
          </Button>
        )}
      </Space>
      {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
      {row.isPending && <Spin aria-label={t('app.loading')} />}
      {row.data && (
        <>
          <MountFacts row={row.data} language={i18n.language} />
          <DataGrid
            key={`${String(row.data.version)}-${String(row.data.refreshed)}`}
            object={object}
            label={t('mounts.rowsOf', { name })}
          />
        </>
      )}
      {materialising && row.data && (
        <MaterialiseDialog mount={{ id, name }} onClose={() => setMaterialising(false)} />
      )}
    </>
  );
}

function MountFacts({ row, language }: { row: QryRow; language: string }) {
  const { t } = useTranslation();
  const refreshed = row.refreshed ? new Date(String(row.refreshed)).toLocaleString(language) : '—';
  return (
    <Descriptions
      size="small"
      className="mount-screen__facts"
      column={{ xs: 1, sm: 2, md: 4 }}
      items={[
        { key: 'source', label: t('fields.mounts.datasource'), children: String(row.datasource ?? '') },
        {
          key: 'reads',
          label: row.query == null ? t('fields.mounts.table') : t('fields.mounts.query'),
          children: <span data-testid="mount-reads">{readsOf(row)}</span>,
        },
        { key: 'columns', label: t('fields.mounts.columns'), children: String(row.columns ?? 0) },
        { key: 'refreshed', label: t('fields.mounts.refreshed'), children: refreshed },
      ]}
    />
  );
}
