import { ApartmentOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { stateAtCell, stateOfLayout } from '../../../components/pivot/pivot-state';
import { PivotView } from '../../../components/pivot/pivot-view';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import { cellOf } from '../../../lib/cube-links';
import { subscribeCubes } from '../../../lib/live-events';
import { qry } from '../../../lib/qry-client';
import { pathFor } from '../../../lib/routes';
import { usePivotLayout } from '../hooks/use-pivot-layout';
import { CubeStructurePanel } from './structure/cube-structure-panel';
import { readPivotView } from './views/pivot-views-api';
import { PivotViewsMenu } from './views/pivot-views-menu';

const statusTone = { loading: 'info', ready: 'success', failed: 'danger' } as const;

/**
 * One cube: its state, its structure (changed by those who may update cubes) and its pivot
 * (write-back for the same), opened as the user keeps it, as a named view (`view=<id>`) or at one
 * cell (`at=<dimension>:<code>`, a link from the Ribbon).
 */
export function CubeScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const client = useQueryClient();
  const canWrite = ability.can('update', 'cubes');
  const [editing, setEditing] = useState(false);
  const rowKey = useMemo(() => ['qry', 'row', 'cubes', id], [id]);
  const cube = useQuery({
    queryKey: rowKey,
    queryFn: () => qry.get('cubes', id, { showErrorToast: false }),
    refetchInterval: (query) => (query.state.data?.status === 'loading' ? 2000 : false),
  });
  const name = cube.data ? String(cube.data.name) : t('cubes.cube');
  usePageTitle(name);
  const pivotCube = useMemo(
    () =>
      cube.data && {
        id,
        dimensions: cube.data.dimensions as CubeDimension[],
        measures: cube.data.measures as CubeMeasure[],
      },
    [id, cube.data],
  );
  const status = String(cube.data?.status ?? 'ready') as keyof typeof statusTone;
  const layout = usePivotLayout(id);
  const [params] = useSearchParams();
  const viewId = params.get('view');
  const at = params.getAll('at').join('&');
  const view = useQuery({
    queryKey: ['qry', 'row', 'views', viewId],
    queryFn: () => readPivotView(String(viewId)),
    enabled: viewId !== null,
    retry: false,
  });
  const opening = layout.kept.isPending || (viewId !== null && view.isPending);
  // Another user's change of the structure: read the cube again (its pivot starts anew).
  useEffect(
    () =>
      subscribeCubes((event) => {
        if (event.cubeId === id && event.kind === 'structure')
          void client.invalidateQueries({ queryKey: rowKey });
      }),
    [id, client, rowKey],
  );
  return (
    <>
      <PageHeader title={name} trail={[{ title: t('menu.cubes'), to: pathFor('cubus-cubes') }]} />
      <Space wrap className="cube-screen__actions">
        <Link to={pathFor('cubus-cubes')}>
          <ArrowLeftOutlined aria-hidden /> {t('cubes.backToList')}
        </Link>
        {cube.data && (
          <StatusTag tone={statusTone[status] ?? 'neutral'}>{t(`cubes.status.${status}`)}</StatusTag>
        )}
        {cube.data && <span>{t('cubes.factCount', { count: Number(cube.data.facts ?? 0) })}</span>}
        {canWrite && pivotCube && status === 'ready' && (
          <Button
            icon={<ApartmentOutlined aria-hidden />}
            aria-expanded={editing}
            aria-controls="cube-structure"
            onClick={() => setEditing(!editing)}
          >
            {t('cubes.structure.toggle')}
          </Button>
        )}
      </Space>
      {editing && pivotCube && cube.data && (
        <div id="cube-structure">
          <CubeStructurePanel
            cube={{ ...pivotCube, version: Number(cube.data.version), facts: Number(cube.data.facts ?? 0) }}
            onChanged={() => void client.invalidateQueries({ queryKey: rowKey })}
          />
        </div>
      )}
      {cube.isError && <Alert type="error" showIcon title={errorMessageOf(cube.error)} />}
      {view.isError && <Alert type="warning" showIcon title={t('cubes.views.gone')} />}
      {(cube.isPending || opening) && <Spin aria-label={t('app.loading')} />}
      {pivotCube && status !== 'loading' && !opening && (
        <PivotView
          // A cube whose structure changed, another view or cell starts a new pivot.
          key={`${cube.data?.version}:${viewId}:${at}`}
          cube={pivotCube}
          name={view.data ? `${name} · ${view.data.name}` : name}
          canWrite={canWrite}
          initialState={stateAtCell(
            stateOfLayout(pivotCube, view.data?.layout ?? layout.kept.data ?? null),
            pivotCube,
            cellOf(params),
          )}
          onStateChange={layout.onStateChange}
          onReset={layout.onReset}
          extraActions={(state) => <PivotViewsMenu cubeId={id} viewId={viewId} state={state} />}
        />
      )}
    </>
  );
}
