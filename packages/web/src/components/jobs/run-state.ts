import type { JobEvent, JobStatus } from '@cubus/shared';
import type { JobRun } from '../../lib/jobs-client';
import type { StatusTone } from '../status-tag';

export const isActive = (status: JobStatus) => status === 'queued' || status === 'running';

export const statusTone: Record<JobStatus, StatusTone> = {
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

/** A run as last read, with the newer counts and status a live event brought. */
export function withEvent(run: JobRun, event: JobEvent | undefined): JobRun {
  if (!event || event.id !== run.id) return run;
  return {
    ...run,
    status: event.status,
    progress: event.progress,
    rowsRead: event.rowsRead,
    rowsLoaded: event.rowsLoaded,
    rowsRejected: event.rowsRejected,
  };
}

/** Seconds a run took, or has taken so far. */
export function secondsOf(
  run: Pick<JobRun, 'started' | 'finished' | 'duration'>,
  now: number,
): number | null {
  if (!run.started) return null;
  const end = run.finished ? Date.parse(run.finished) : now;
  return Math.max(0, (end - Date.parse(run.started)) / 1000);
}
