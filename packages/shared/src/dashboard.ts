import type { JobStatus } from './imports';

/** How many days the runs-per-day chart covers, today included. */
export const dashboardDays = 14;

/** A job of the last 24 hours, with the name of what it ran when that still exists. */
export interface DashboardJob {
  id: string;
  kind: string;
  objectId: string | null;
  objectName: string | null;
  status: JobStatus;
  created: string;
  finished: string | null;
  errorCode: string | null;
}

/**
 * `GET /api/dashboard` → the product dashboard in one answer: counts and storage, the jobs of the
 * last 24 hours, the latest ribbon entries, the caller's open tasks, and runs per day (UTC).
 */
export interface DashboardAnswer {
  counts: {
    cubes: number;
    refs: number;
    tables: number;
    rows: number;
    imports: number;
    mounts: number;
    /** Data tables plus uploaded files, in bytes. */
    storageBytes: number;
  };
  jobs: {
    total: number;
    failed: number;
    running: number;
    /** The latest, at most 10. */
    latest: DashboardJob[];
  };
  ribbon: { id: string; actor: string; action: string; object: string | null; at: string }[];
  tasks: { id: string; title: string; dueDate: string | null; important: boolean }[];
  /** One entry per day, oldest first, `day` as yyyy-mm-dd. */
  runsPerDay: { day: string; succeeded: number; failed: number }[];
}
