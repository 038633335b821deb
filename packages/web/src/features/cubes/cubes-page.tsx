import { useAbility } from '@casl/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { cubeLink } from '../../lib/cube-links';
import { CubeScreen } from './components/cube-screen';
import { NewCubeDialog } from './components/new-cube-dialog';
import './cubes.css';

/**
 * `/cubus/cubes`: the domain's cubes in the grid; `?cube=<id>` opens one's pivot (`cubeLink`),
 * `?new=table&table=<id>` New cube from that data table.
 */
export function Component() {
  return (
    <RequireAbility action="read" subject="cubes">
      <CubesRoute />
    </RequireAbility>
  );
}

function CubesRoute() {
  const [params] = useSearchParams();
  const id = params.get('cube');
  return id ? <CubeScreen key={id} id={id} /> : <CubesList />;
}

function CubesList() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('new') === 'table' ? 'table' : null;
  const [creating, setCreating] = useState(fromLink !== null);
  const title = t('menu.cubes');
  usePageTitle(title);
  const open = (id: string) => setParams({ cube: id });
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="cubes"
        label={title}
        editorLink={(row) => (row.id ? cubeLink(String(row.id)) : null)}
        newLabel={t('cubes.add')}
        onNew={ability.can('create', 'cubes') ? () => setCreating(true) : undefined}
        onOpen={(row) => open(String(row.id))}
        empty={{ purpose: t('cubes.empty.purpose'), example: t('cubes.empty.example') }}
      />
      {creating && (
        <NewCubeDialog
          start={fromLink}
          onClose={() => {
            setCreating(false);
            // Closed, the link's way is spent: a reload shows the list.
            if (fromLink) setParams({});
          }}
          onOpen={open}
        />
      )}
    </>
  );
}
