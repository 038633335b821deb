import type { DashboardJob as Job } from '@cubus/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusTone } from '../../components/jobs/run-state';
import { runObjectName } from '../../components/procedure-args/procedure-in-language';
import { StatusTag } from '../../components/status-tag';
import { pathFor } from '../../lib/routes';

/** Where a job's object opens: an import's screen, a cube's pivot, else the jobs' kind list. */
function jobLink(job: Job): string | null {
  if (!job.objectId) return null;
  if (job.kind === 'import') return `${pathFor('cubus-imports')}?import=${encodeURIComponent(job.objectId)}`;
  if (job.kind === 'cube') return `${pathFor('cubus-cubes')}?cube=${encodeURIComponent(job.objectId)}`;
  return null;
}

/**
 * One of the day's jobs on the dashboard: its status, what ran (a built-in procedure by its name in
 * the user's language, a job of nothing named by its kind), when, and why it failed.
 */
export function DashboardJob({ job, time }: { job: Job; time: (iso: string) => string }) {
  const { t } = useTranslation();
  const link = jobLink(job);
  const name =
    runObjectName(t, job.objectName, job.builtin) ??
    t(`dashboard.jobKinds.${job.kind}`, { defaultValue: job.kind });
  return (
    <li className={job.status === 'failed' ? 'dashboard-list__failed' : undefined}>
      <StatusTag tone={statusTone[job.status]}>{t(`imports.status.${job.status}`)}</StatusTag>{' '}
      {link ? <Link to={link}>{name}</Link> : name} <time dateTime={job.created}>{time(job.created)}</time>
      {job.errorCode && (
        <span className="dashboard-list__error">
          {' '}
          {t(`errors.${job.errorCode}`, { defaultValue: job.errorCode })}
        </span>
      )}
    </li>
  );
}
