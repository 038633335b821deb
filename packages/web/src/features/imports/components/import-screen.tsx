import { AppstoreAddOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { ImportMapping } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RunControls } from '../../../components/jobs/run-controls';
import { useJobRuns } from '../../../components/jobs/use-job-runs';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import type { JobRun } from '../../../lib/jobs-client';
import { objectEditorPath } from '../../../lib/object-editors';
import { qry } from '../../../lib/qry-client';
import { pathFor } from '../../../lib/routes';
import { importsApi } from '../api/imports-api';
import { ScheduleCard } from '../schedule/schedule-card';
import { ImportLog } from './import-log';
import { MappingTable } from './mapping-table';

/**
 * One import: what it reads and where it loads, Run with live progress and Cancel (after a
 * success, a way on to a cube built from its table), and its Log.
 */
export function ImportScreen({ id, onEdit }: { id: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const row = useQuery({
    queryKey: ['qry', 'row', 'imports', id],
    queryFn: () => qry.get('imports', id, { showErrorToast: false }),
  });
  const jobs = useJobRuns(id);
  // `&run=<job>`: a run an action's step links to, shown open in the Log.
  const [params] = useSearchParams();
  const current: JobRun | undefined = jobs.list[0];
  const name = row.data ? String(row.data.name) : t('imports.import');
  usePageTitle(name);
  const canRun = ability.can('update', 'imports');
  const source = (row.data?.source ?? {}) as {
    fileId?: string;
    format?: string;
    datasourceId?: string;
    table?: string;
  };
  const target = (row.data?.target ?? {}) as { tableId?: string; newTable?: string };
  const sourceName = row.data?.sourceName ? String(row.data.sourceName) : null;
  // A data source's name opens the source.
  const sourceScreen = source.datasourceId ? objectEditorPath('datasources', source.datasourceId) : undefined;
  // A new table gets its id on the first successful run: found again by its name.
  const made = useQuery({
    queryKey: ['imports', 'tables', 'made', target.newTable],
    queryFn: importsApi.tables,
    enabled: !!target.newTable && current?.status === 'succeeded',
  });
  const tableId =
    target.tableId ??
    made.data?.find((table) => table.name.toLowerCase() === target.newTable?.toLowerCase())?.id;
  return (
    <>
      <PageHeader title={name} trail={[{ title: t('menu.imports'), to: pathFor('cubus-imports') }]} />
      <Space wrap className="import-screen__actions">
        <Link to={pathFor('cubus-imports')}>
          <ArrowLeftOutlined aria-hidden /> {t('imports.backToList')}
        </Link>
      </Space>
      {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
      {row.isPending && <Spin aria-label={t('app.loading')} />}
      {row.data && (
        <Descriptions
          className="import-screen__facts"
          size="small"
          column={{ xs: 1, sm: 2, md: 4 }}
          items={[
            {
              key: 'source',
              label: t('imports.source'),
              children: (
                <>
                  {source.format ? `${t(`imports.formats.${source.format}`)} · ` : null}
                  {sourceScreen && sourceName ? (
                    <Link to={sourceScreen}>{sourceName}</Link>
                  ) : (
                    (sourceName ?? source.table ?? t('imports.sourceQuery'))
                  )}
                </>
              ),
            },
            {
              key: 'target',
              label: t('imports.target'),
              children: tableId ? (
                <Link to={`${pathFor('cubus-tables')}?table=${encodeURIComponent(tableId)}`}>
                  {row.data.targetName ? String(row.data.targetName) : t('imports.openTable')}
                </Link>
              ) : (
                t('imports.newTableNamed', { name: target.newTable ?? '' })
              ),
            },
            {
              key: 'mode',
              label: t('imports.run.mode'),
              children: t(`imports.modes.${String(row.data.mode)}`),
            },
            {
              key: 'policy',
              label: t('imports.run.onError'),
              children: t(
                `imports.policy.${(row.data.policy as { onError?: string } | null)?.onError ?? 'reject'}`,
              ),
            },
            {
              key: 'mapping',
              label: t('imports.mapping.columns'),
              span: 'filled',
              children: <MappingTable mapping={(row.data.mapping ?? null) as ImportMapping | null} />,
            },
          ]}
        />
      )}
      <Card className="import-screen__run" title={t('imports.run.title')}>
        {/* A failed start is the client's toast (job_running, …). */}
        <RunControls
          jobs={jobs}
          start={() => importsApi.run(id)}
          canRun={canRun}
          runDisabled={!row.data || !!row.data.deleted}
          onEdit={canRun && (source.fileId || source.datasourceId) ? onEdit : undefined}
          labels={{
            run: t('imports.run.run'),
            cancel: t('imports.run.cancel'),
            edit: t('imports.edit'),
            never: t('imports.run.never'),
          }}
          progressTestId="import-progress"
        />
        {current?.status === 'succeeded' && tableId && ability.can('create', 'cubes') && (
          <Link
            className="import-screen__build-cube"
            to={`${pathFor('cubus-cubes')}?new=table&table=${encodeURIComponent(tableId)}`}
          >
            <AppstoreAddOutlined aria-hidden /> {t('imports.buildCube')}
          </Link>
        )}
      </Card>
      {row.data && <ScheduleCard row={row.data} canEdit={canRun} />}
      <Card className="import-screen__log" title={t('imports.log.title')}>
        <ImportLog runs={jobs.list} now={jobs.now} opened={params.get('run')} />
      </Card>
    </>
  );
}
