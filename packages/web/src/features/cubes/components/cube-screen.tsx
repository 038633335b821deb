import { ArrowLeftOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PivotView } from '../../../components/pivot/pivot-view';
import { StatusTag } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import { qry } from '../../../lib/qry-client';
import { pathFor } from '../../../lib/routes';

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
  const status = String(cube.data?.status ?? 'ready') as keyof typeof statusTone;
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
      {cube.isPending && <Spin aria-label={t('app.loading')} />}
      {cube.data && status !== 'loading' && (
        <PivotView
          cube={{
            id,
            dimensions: cube.data.dimensions as CubeDimension[],
            measures: cube.data.measures as CubeMeasure[],
          }}
          name={name}
          canWrite={ability.can('update', 'cubes')}
        />
      )}
    </>
  );
}
