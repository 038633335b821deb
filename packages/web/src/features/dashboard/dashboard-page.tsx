import { dashboardPath } from '@cubus/shared/route-paths';
import { useQuery } from '@tanstack/react-query';
import { Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { RibbonSentence } from '../../components/ribbon-sentence';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { callRoute } from '../../lib/api-client';
import { formatBytes } from '../../lib/format-bytes';
import { pathFor } from '../../lib/routes';
import { DashboardCard } from './dashboard-card';
import { DashboardJob } from './dashboard-job';
import { RunsChart } from './runs-chart';
import './dashboard.css';

// Charts are heavy: the pinned reports come in their own chunk, asked for once the counters paint,
// and below the cards, so their arrival moves nothing already shown.
const PinnedReports = lazy(() => import('./pinned-reports'));

/**
 * `/dashboard/cubus`: counts and storage, the day's jobs, the ribbon, my tasks and runs per day, from
 * one call; then the pinned reports.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const title = t('menu.dashboard');
  usePageTitle(title);
  const answer = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => callRoute(dashboardPath, undefined),
    refetchInterval: 60_000,
  });
  const number = (value: number) => value.toLocaleString(i18n.language);
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (answer.isPending || answer.isError)
    return (
      <>
        <PageHeader title={title} />
        {answer.isPending ? (
          <p className="muted" role="status">
            {t('app.loading')}
          </p>
        ) : (
          <Notice type="error">{t('dashboard.failedToLoad')}</Notice>
        )}
      </>
    );
  const { counts, jobs, ribbon, tasks, runsPerDay } = answer.data;
  const stats: [string, string, string][] = [
    ['cubes', pathFor('cubus-cubes'), number(counts.cubes)],
    ['refs', pathFor('cubus-refs'), number(counts.refs)],
    ['tables', pathFor('cubus-tables'), number(counts.tables)],
    ['rows', pathFor('cubus-tables'), number(counts.rows)],
    ['storage', pathFor('cubus-tables'), formatBytes(counts.storageBytes, i18n.language)],
    ['mounts', pathFor('cubus-mounts'), number(counts.mounts)],
    ['imports', pathFor('cubus-imports'), number(counts.imports)],
  ];
  return (
    <>
      <PageHeader title={title} />
      <section className="dashboard-stats" aria-label={t('dashboard.counts')} data-testid="dashboard-counts">
        {stats.map(([name, to, value]) => (
          <Link key={name} to={to} className="dashboard-stat">
            <Statistic title={t(`dashboard.count.${name}`)} value={value} />
          </Link>
        ))}
      </section>
      <div className="dashboard-cards">
        <DashboardCard title={t('dashboard.jobs')} to={pathFor('cubus-imports')} testId="dashboard-jobs">
          <p className="dashboard-jobs__summary">
            {t('dashboard.jobsSummary', { count: jobs.total, failed: jobs.failed, running: jobs.running })}
          </p>
          {jobs.latest.length === 0 ? (
            <p className="muted">{t('dashboard.noJobs')}</p>
          ) : (
            <ul className="dashboard-list">
              {jobs.latest.map((job) => (
                <DashboardJob key={job.id} job={job} time={time} />
              ))}
            </ul>
          )}
        </DashboardCard>
        <DashboardCard
          title={t('dashboard.runsPerDay')}
          to={pathFor('cubus-imports')}
          testId="dashboard-runs"
        >
          <RunsChart days={runsPerDay} />
        </DashboardCard>
        <DashboardCard title={t('menu.ribbon')} to={pathFor('cubus-ribbon')} testId="dashboard-ribbon">
          {ribbon.length === 0 ? (
            <p className="muted">{t('ribbon.empty')}</p>
          ) : (
            <ul className="dashboard-list">
              {ribbon.map((entry) => (
                <li key={entry.id}>
                  <RibbonSentence row={entry} /> <time dateTime={entry.at}>{time(entry.at)}</time>
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
        <DashboardCard title={t('dashboard.myTasks')} to={pathFor('cubus-todo')} testId="dashboard-tasks">
          {tasks.length === 0 ? (
            <p className="muted">{t('dashboard.noTasks')}</p>
          ) : (
            <ul className="dashboard-list">
              {tasks.map((task) => (
                <li key={task.id}>
                  {task.important && <StatusTag tone="warning">{t('dashboard.important')}</StatusTag>}{' '}
                  {task.title}
                  {task.dueDate && (
                    <>
                      {' '}
                      <time dateTime={task.dueDate}>{task.dueDate}</time>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
      </div>
      <Suspense fallback={null}>
        <PinnedReports />
      </Suspense>
    </>
  );
}
