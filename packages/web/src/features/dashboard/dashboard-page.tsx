import { type DashboardAnswer, dashboardRoute } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusTone } from '../../components/jobs/run-state';
import { PageHeader } from '../../components/page-header';
import { RibbonSentence } from '../../components/ribbon-sentence';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { callRoute } from '../../lib/api-client';
import { useLayoutStore } from '../../lib/layout-store';
import { pathFor } from '../../lib/routes';
import { RunsChart } from './runs-chart';
import './dashboard.css';

/** Where a job's object opens: an import's screen, a cube's pivot, else the jobs' kind list. */
function jobLink(job: DashboardAnswer['jobs']['latest'][number]): string | null {
  if (!job.objectId) return null;
  if (job.kind === 'import') return `${pathFor('cubus-imports')}?import=${encodeURIComponent(job.objectId)}`;
  if (job.kind === 'cube') return `${pathFor('cubus-cubes')}?cube=${encodeURIComponent(job.objectId)}`;
  return null;
}

/** `/dashboard/cubus`: counts and storage, the day's jobs, the ribbon, my tasks and runs per day, from one call. */
export function Component() {
  const { t, i18n } = useTranslation();
  const title = t('menu.dashboard');
  usePageTitle(title);
  const dark = useLayoutStore((s) => s.skin === 'dark');
  const answer = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => callRoute(dashboardRoute, undefined),
    refetchInterval: 60_000,
  });
  const number = (value: number) => value.toLocaleString(i18n.language);
  const bytes = (value: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(value / 1_048_576);
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (answer.isPending || answer.isError)
    return (
      <>
        <PageHeader title={title} />
        {answer.isPending ? (
          <Spin aria-label={t('app.loading')} />
        ) : (
          <Alert type="error" title={t('dashboard.failedToLoad')} showIcon />
        )}
      </>
    );
  const { counts, jobs, ribbon, tasks, runsPerDay } = answer.data;
  const stats: [string, string, string][] = [
    ['cubes', pathFor('cubus-cubes'), number(counts.cubes)],
    ['refs', pathFor('cubus-refs'), number(counts.refs)],
    ['tables', pathFor('cubus-tables'), number(counts.tables)],
    ['rows', pathFor('cubus-tables'), number(counts.rows)],
    ['storage', pathFor('cubus-tables'), bytes(counts.storageBytes)],
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
        <Card
          title={<h2>{t('dashboard.jobs')}</h2>}
          extra={<Link to={pathFor('cubus-imports')}>{t('dashboard.open')}</Link>}
          data-testid="dashboard-jobs"
        >
          <p className="dashboard-jobs__summary">
            {t('dashboard.jobsSummary', { total: jobs.total, failed: jobs.failed, running: jobs.running })}
          </p>
          {jobs.latest.length === 0 ? (
            <Empty description={t('dashboard.noJobs')} />
          ) : (
            <ul className="dashboard-list">
              {jobs.latest.map((job) => {
                const link = jobLink(job);
                const name =
                  job.objectName ?? t(`dashboard.jobKinds.${job.kind}`, { defaultValue: job.kind });
                return (
                  <li key={job.id} className={job.status === 'failed' ? 'dashboard-list__failed' : undefined}>
                    <StatusTag tone={statusTone[job.status]}>{t(`imports.status.${job.status}`)}</StatusTag>{' '}
                    {link ? <Link to={link}>{name}</Link> : name}{' '}
                    <time dateTime={job.created}>{time(job.created)}</time>
                    {job.errorCode && (
                      <span className="dashboard-list__error">
                        {' '}
                        {t(`errors.${job.errorCode}`, { defaultValue: job.errorCode })}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card
          title={<h2>{t('dashboard.runsPerDay')}</h2>}
          extra={<Link to={pathFor('cubus-imports')}>{t('dashboard.open')}</Link>}
        >
          <RunsChart days={runsPerDay} dark={dark} />
        </Card>
        <Card
          title={<h2>{t('menu.ribbon')}</h2>}
          extra={<Link to={pathFor('cubus-ribbon')}>{t('dashboard.open')}</Link>}
          data-testid="dashboard-ribbon"
        >
          {ribbon.length === 0 ? (
            <Empty description={t('ribbon.empty')} />
          ) : (
            <ul className="dashboard-list">
              {ribbon.map((entry) => (
                <li key={entry.id}>
                  <RibbonSentence row={entry} /> <time dateTime={entry.at}>{time(entry.at)}</time>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card
          title={<h2>{t('dashboard.myTasks')}</h2>}
          extra={<Link to={pathFor('cubus-todo')}>{t('dashboard.open')}</Link>}
          data-testid="dashboard-tasks"
        >
          {tasks.length === 0 ? (
            <Empty description={t('dashboard.noTasks')} />
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
        </Card>
      </div>
    </>
  );
}
