import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import { pathFor } from '../../lib/routes';
import { CreateTableDialog } from './components/create-table-dialog';
import { TableScreen } from './components/table-screen';
import './tables.css';

/** `/cubus/tables`: the domain's data tables in the grid; `?table=<id>` opens one's rows. */
export function Component() {
  return (
    <RequireAbility action="read" subject="tables">
      <TablesRoute />
    </RequireAbility>
  );
}

function TablesRoute() {
  const [params] = useSearchParams();
  const id = params.get('table');
  return id ? <TableScreen key={id} id={id} /> : <TablesList />;
}

const tableLink = (id: string) => `${pathFor('cubus-tables')}?table=${encodeURIComponent(id)}`;

function TablesList() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const title = t('menu.tables');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="tables"
        label={title}
        editorLink={(row) => (row.id ? tableLink(String(row.id)) : null)}
        newLabel={t('tables.add')}
        onNew={() => setCreating(true)}
        empty={{ purpose: t('tables.empty.purpose'), example: t('tables.empty.example') }}
        onOpen={(row) => setParams({ table: String(row.id) })}
      />
      <CreateTableDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(row) => {
          setCreating(false);
          setParams({ table: String(row.id) });
        }}
      />
    </>
  );
}
