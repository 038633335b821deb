import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import { pathFor } from '../../lib/routes';

/** `/cubus/objects`: every object of the domain, of every kind, in the grid (DESIGN §1). */
export function Component() {
  return (
    <RequireAbility action="read" subject="objects">
      <ObjectsScreen />
    </RequireAbility>
  );
}

function ObjectsScreen() {
  const { t } = useTranslation();
  const title = t('menu.objects');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="objects"
        label={title}
        editorLink={(row) => (row.id ? pathFor('cubus-object', { objectid: String(row.id) }) : null)}
        empty={{ purpose: t('objects.empty.purpose') }}
      />
    </>
  );
}
