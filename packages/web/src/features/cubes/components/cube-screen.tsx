import { ArrowLeftOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { stateOfLayout } from '../../../components/pivot/pivot-state';
import { PivotView } from '../../../components/pivot/pivot-view';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { pathFor } from '../../../lib/routes';
import { usePivotLayout } from '../hooks/use-pivot-layout';

const statusTone = { loading: 'info', ready: 'success', failed: 'danger' } as const;

/** One cube: its state and its pivot (write-back for those who may update cubes). */
export function CubeScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const cube = useQuery({
    queryKey: ['qry', 'row', 'cubes', id],
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
  return (
    <>
      <PageHeader title={name} trail={[t('menu.cubes')]} />
      <Space wrap className="cube-screen__actions">
        <Link to={pathFor('cubus-cubes')}>
          <ArrowLeftOutlined aria-hidden /> {t('cubes.backToList')}
        </Link>
        {cube.data && (
          <StatusTag tone={statusTone[status] ?? 'neutral'}>{t(`cubes.status.${status}`)}</StatusTag>
        )}
        {cube.data && <span>{t('cubes.factCount', { count: Number(cube.data.facts ?? 0) })}</span>}
      </Space>
      {cube.isError && <Alert type="error" showIcon title={errorMessageOf(cube.error)} />}
      {(cube.isPending || layout.kept.isPending) && <Spin aria-label={t('app.loading')} />}
      {pivotCube && status !== 'loading' && !layout.kept.isPending && (
        <PivotView
          // A cube whose structure changed starts a new pivot (its kept layout applied anew).
          key={String(cube.data?.version)}
          cube={pivotCube}
          name={name}
          canWrite={ability.can('update', 'cubes')}
          initialState={stateOfLayout(pivotCube, layout.kept.data ?? null)}
          onStateChange={layout.onStateChange}
          onReset={layout.onReset}
        />
      )}
    </>
  );
}
