import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { gridLoader } from '../../components/grid/grid-prefetch';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { pathFor } from '../../lib/routes';
import { CreateCubeDialog } from './components/create-cube-dialog';
import { CubeScreen } from './components/cube-screen';
import { GenerateCubeWizard } from './components/generate-cube-wizard';
import './cubes.css';

/** `/cubus/cubes`: the domain's cubes in the grid; `?cube=<id>` opens one's pivot. */
export function Component() {
  return (
    <RequireAbility action="read" subject="cubes">
      <CubesRoute />
    </RequireAbility>
  );
}

/** Starts loading the list while the screen's chunks load; an opened cube loads its own. */
export const loader = gridLoader('cubes', 'cube');

function CubesRoute() {
  const [params] = useSearchParams();
  const id = params.get('cube');
  return id ? <CubeScreen key={id} id={id} /> : <CubesList />;
}

const cubeLink = (id: string) => `${pathFor('cubus-cubes')}?cube=${encodeURIComponent(id)}`;

function CubesList() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const [, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'generate' | 'create' | null>(null);
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
        toolbarExtra={
          ability.can('create', 'cubes') && (
            <>
              <Button icon={<AppstoreAddOutlined aria-hidden />} onClick={() => setDialog('generate')}>
                {t('cubes.generate')}
              </Button>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDialog('create')}>
                {t('cubes.add')}
              </Button>
            </>
          )
        }
      />
      {dialog === 'generate' && <GenerateCubeWizard onClose={() => setDialog(null)} onOpen={open} />}
      {dialog === 'create' && (
        <CreateCubeDialog onClose={() => setDialog(null)} onCreated={(row) => open(String(row.id))} />
      )}
    </>
  );
}
