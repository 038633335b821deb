import type { JobRun } from '../../lib/jobs-client';

/** A run for tests: started at 10:00 and running, with what a test sets over it. */
export const runOf = (overrides: Partial<JobRun> = {}): JobRun => ({
  id: 'j1',
  status: 'running',
  progress: 0.05,
  rowsRead: 0,
  rowsLoaded: 0,
  rowsRejected: 0,
  duration: 1,
  messages: [],
  rejected: null,
  errorCode: null,
  error: null,
  createdBy: 'demo',
  created: '2026-01-01T10:00:00Z',
  started: '2026-01-01T10:00:00Z',
  finished: null,
  ...overrides,
});
