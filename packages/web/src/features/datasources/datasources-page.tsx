import { useAbility } from '@casl/react';
import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Drawer, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { SourceBrowser } from '../../components/sources/source-browser';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { errorMessageOf } from '../../lib/api-error';
import { qry } from '../../lib/qry-client';
import { pathFor } from '../../lib/routes';
import { DatasourceForm } from './components/datasource-form';

/** `/cubus/datasources`: the domain's connections in the grid; `?source=<id|new>` opens one's editor. */
export function Component() {
  return (
    <RequireAbility action="read" subject="datasources">
      <DatasourcesScreen />
    </RequireAbility>
  );
}

export const sourceLink = (id: string) => `${pathFor('cubus-datasources')}?source=${encodeURIComponent(id)}`;

function DatasourcesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [signal, setSignal] = useState(0);
  const open = params.get('source');
  const title = t('menu.datasources');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="datasources"
        label={title}
        refreshSignal={signal}
        editorLink={(row) => (row.id ? sourceLink(String(row.id)) : null)}
        newLabel={t('datasources.add')}
        onNew={() => setParams({ source: 'new' })}
        onOpen={(row) => setParams({ source: String(row.id) })}
        empty={{ purpose: t('datasources.empty.purpose') }}
      />
      <Drawer
        open={open !== null}
        size={640}
        title={open === 'new' ? t('datasources.newTitle') : t('datasources.editTitle')}
        closable={{ 'aria-label': t('common.cancel') }}
        destroyOnHidden
        onClose={() => setParams({})}
      >
        {open !== null && (
          <DatasourceEditor
            key={open}
            id={open === 'new' ? null : open}
            onSaved={(row) => {
              setSignal((n) => n + 1);
              if (open === 'new') setParams({ source: String(row.id) });
            }}
          />
        )}
      </Drawer>
    </>
  );
}

function DatasourceEditor({ id, onSaved }: { id: string | null; onSaved: (row: QryRow) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canEdit = ability.can(id ? 'update' : 'create', 'datasources');
  const row = useQuery({
    queryKey: ['qry', 'row', 'datasources', id],
    queryFn: () => qry.get('datasources', id ?? '', { showErrorToast: false }),
    enabled: id !== null,
  });
  if (id === null) return <DatasourceForm row={null} canEdit={canEdit} onSaved={onSaved} />;
  if (row.isError) return <Alert type="error" showIcon title={errorMessageOf(row.error)} />;
  if (!row.data) return <Spin aria-label={t('app.loading')} />;
  const saved = (next: QryRow) => {
    client.setQueryData(['qry', 'row', 'datasources', id], next);
    onSaved(next);
  };
  return (
    <Tabs
      items={[
        {
          key: 'settings',
          label: t('datasources.settings'),
          children: (
            <DatasourceForm key={String(row.data.version)} row={row.data} canEdit={canEdit} onSaved={saved} />
          ),
        },
        ...(ability.can('update', 'datasources')
          ? [
              {
                key: 'browse',
                label: t('datasources.browse'),
                children: <SourceBrowser id={id} type={String(row.data.type)} />,
              },
            ]
          : []),
      ]}
    />
  );
}
