import { ThunderboltOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { pathFor } from '../../lib/routes';
import { CreateRefDialog } from './components/create-ref-dialog';
import { GenerateRefDialog } from './components/generate-ref-dialog';
import { RefScreen } from './components/ref-screen';
import './refs.css';

/** `/cubus/refs`: the domain's references (catalogs) in the grid; `?ref=<id>` opens one's members. */
export function Component() {
  return (
    <RequireAbility action="read" subject="refs">
      <RefsRoute />
    </RequireAbility>
  );
}

function RefsRoute() {
  const [params] = useSearchParams();
  const id = params.get('ref');
  return id ? <RefScreen key={id} id={id} /> : <RefsList />;
}

const refLink = (id: string) => `${pathFor('cubus-refs')}?ref=${encodeURIComponent(id)}`;

function RefsList() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const [, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'create' | 'generate' | null>(null);
  const title = t('menu.refs');
  usePageTitle(title);
  const open = (id: string) => setParams({ ref: id });
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="refs"
        label={title}
        editorLink={(row) => (row.id ? refLink(String(row.id)) : null)}
        newLabel={t('refs.add')}
        onNew={ability.can('create', 'refs') ? () => setDialog('create') : undefined}
        onOpen={(row) => open(String(row.id))}
        empty={{ purpose: t('refs.empty.purpose'), example: t('refs.empty.example') }}
        toolbarExtra={
          ability.can('create', 'refs') && (
            <Button icon={<ThunderboltOutlined aria-hidden />} onClick={() => setDialog('generate')}>
              {t('refs.generate')}
            </Button>
          )
        }
      />
      {dialog === 'create' && (
        <CreateRefDialog onClose={() => setDialog(null)} onCreated={(row) => open(String(row.id))} />
      )}
      {dialog === 'generate' && <GenerateRefDialog onClose={() => setDialog(null)} onCreated={open} />}
    </>
  );
}
