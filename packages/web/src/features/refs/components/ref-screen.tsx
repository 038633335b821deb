import { ArrowLeftOutlined, ImportOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { RefAttribute } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Spin, Tabs } from 'antd';
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
import { ImportMembersDialog } from './import-members-dialog';
import { RefTree } from './ref-tree';

/** One reference: its figures, the tree of members and the members' grid (create, edit, delete). */
export function RefScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const ability = useAbility<AppAbility>();
  const [importing, setImporting] = useState(false);
  const [signal, setSignal] = useState(0);
  // The tree keeps its own levels fresh after a move; an import may change any of them.
  const [imports, setImports] = useState(0);
  const key = ['qry', 'row', 'refs', id];
  const ref = useQuery({ queryKey: key, queryFn: () => qry.get('refs', id, { showErrorToast: false }) });
  const name = ref.data ? String(ref.data.name) : t('refs.ref');
  usePageTitle(name);
  const canUpdate = ability.can('update', 'refs');
  const changed = () => {
    void client.invalidateQueries({ queryKey: key });
    setSignal((n) => n + 1);
  };
  const attributes = (ref.data?.attributes as RefAttribute[] | undefined) ?? [];
  return (
    <>
      <PageHeader title={name} trail={[{ title: t('menu.refs'), to: pathFor('cubus-refs') }]} />
      <Space wrap className="ref-screen__actions">
        <Link to={pathFor('cubus-refs')}>
          <ArrowLeftOutlined aria-hidden /> {t('refs.backToList')}
        </Link>
        {canUpdate && (
          <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {t('refs.import.open')}
          </Button>
        )}
      </Space>
      {ref.isError && <Alert type="error" showIcon title={errorMessageOf(ref.error)} />}
      {ref.isPending && <Spin aria-label={t('app.loading')} />}
      {ref.data && (
        <>
          <Descriptions
            size="small"
            className="ref-screen__facts"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'kind',
                label: t('fields.refs.kind'),
                children: t(`refs.kinds.${String(ref.data.kind)}`),
              },
              {
                key: 'members',
                label: t('fields.refs.members'),
                children: Number(ref.data.members ?? 0).toLocaleString(i18n.language),
              },
              {
                key: 'attributes',
                label: t('fields.refs.attributes'),
                children:
                  attributes.map((a) => `${a.name} (${t(`refs.types.${a.type}`)})`).join(', ') ||
                  t('refs.noAttributes'),
              },
            ]}
          />
          <Tabs
            items={[
              {
                key: 'tree',
                label: t('refs.tabs.tree'),
                children: <RefTree key={imports} refId={id} canMove={canUpdate} onMoved={changed} />,
              },
              {
                key: 'members',
                label: t('refs.tabs.members'),
                children: (
                  <DataGrid
                    object={`ref:${id}`}
                    label={t('refs.membersOf', { name })}
                    refreshSignal={signal}
                    empty={{ purpose: t('refs.empty.members') }}
                  />
                ),
              },
            ]}
          />
        </>
      )}
      {importing && (
        <ImportMembersDialog
          refId={id}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            setImports((n) => n + 1);
            changed();
          }}
        />
      )}
    </>
  );
}
