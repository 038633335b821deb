import { useAbility } from '@casl/react';
import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { errorMessageOf } from '../../lib/api-error';
import { qry } from '../../lib/qry-client';
import { pathFor } from '../../lib/routes';
import { schemaKey } from '../../lib/use-object-schema';
import { MountEditor } from './components/mount-form';
import { MountScreen, mountRowKey } from './components/mount-screen';
import './mounts.css';

/**
 * `/cubus/mounts`: the mounts in the grid; `?mount=new` the editor over the list, `?mount=<id>`
 * one mount with its rows, `&edit=1` its editor over it.
 */
export function Component() {
  return (
    <RequireAbility action="read" subject="mounts">
      <MountsRoute />
    </RequireAbility>
  );
}

const mountLink = (id: string) => `${pathFor('cubus-mounts')}?mount=${encodeURIComponent(id)}`;

function MountsRoute() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = params.get('mount');
  const editing = id === 'new' || (id !== null && params.get('edit') !== null);
  const saved = (row: QryRow) => {
    const savedId = String(row.id);
    client.setQueryData(mountRowKey(savedId), row);
    void client.invalidateQueries({ queryKey: schemaKey(`mount:${savedId}`) });
    setParams({ mount: savedId });
  };
  return (
    <>
      {id && id !== 'new' ? (
        <MountScreen key={id} id={id} onEdit={() => setParams({ mount: id, edit: '1' })} />
      ) : (
        <MountsList onNew={() => setParams({ mount: 'new' })} onOpen={(open) => setParams({ mount: open })} />
      )}
      <Drawer
        open={editing}
        size={720}
        title={id === 'new' ? t('mounts.newTitle') : t('mounts.editTitle')}
        closable={{ 'aria-label': t('common.cancel') }}
        destroyOnHidden
        onClose={() => setParams(id && id !== 'new' ? { mount: id } : {})}
      >
        {editing && <EditorLoader key={id} id={id === 'new' ? null : id} onSaved={saved} />}
      </Drawer>
    </>
  );
}

function MountsList({ onNew, onOpen }: { onNew: () => void; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const title = t('menu.mounts');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="mounts"
        label={title}
        editorLink={(row) => (row.id ? mountLink(String(row.id)) : null)}
        newLabel={t('mounts.add')}
        onNew={onNew}
        onOpen={(row) => onOpen(String(row.id))}
        empty={{ purpose: t('mounts.empty.purpose') }}
      />
    </>
  );
}

function EditorLoader({ id, onSaved }: { id: string | null; onSaved: (row: QryRow) => void }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const row = useQuery({
    queryKey: mountRowKey(id ?? ''),
    queryFn: () => qry.get('mounts', id ?? '', { showErrorToast: false }),
    enabled: id !== null,
  });
  const canEdit = ability.can(id ? 'update' : 'create', 'mounts');
  if (id === null) return <MountEditor row={null} canEdit={canEdit} onSaved={onSaved} />;
  if (row.isError) return <Alert type="error" showIcon title={errorMessageOf(row.error)} />;
  if (!row.data) return <Spin aria-label={t('app.loading')} />;
  return <MountEditor key={String(row.data.version)} row={row.data} canEdit={canEdit} onSaved={onSaved} />;
}
