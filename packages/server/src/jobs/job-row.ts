import type { JobEvent, JobStatus } from '@cubus/shared';
import { sql } from 'kysely';
import { storableText } from '../lib/text-guard';
import type { Said } from './run-messages';
import type { RunResult } from './run-result';

/**
 * How the job store reads and extends a job's row beside its own columns: the log lines appended
 * to `messages`, the additions merged into `result`, and the event a row makes (`event: job`).
 */

/**
 * One line of a run's log, as an array to append (`level` left out: a line of its progress); its
 * text and values made storable (a NUL from a file's own bytes would make the store refuse it).
 */
export const logLine = ({ key, values, text }: Said, level?: 'info' | 'error') =>
  JSON.stringify([
    {
      at: new Date().toISOString(),
      ...(level ? { level } : {}),
      text: storableText(text),
      key,
      values: Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'string' ? storableText(value) : value,
        ]),
      ),
    },
  ]);

/** `messages` with the lines of `logLine` appended. */
export const appended = (lines: string) => sql<string>`messages || ${lines}::jsonb`;

/** `result` with an addition merged in (its keys replaced, not deep-merged). */
export const merged = (result: RunResult) => sql<string>`result || ${JSON.stringify(result)}::jsonb`;

// The counts of an event, from the result (a run without them: 0).
const count = (name: string) => sql<string>`coalesce(result->>${name}, '0')`;

/** The columns an event is made of (`returning(eventColumns)`). */
export const eventColumns = [
  'id',
  'kind',
  'object_id',
  'status',
  'progress',
  count('rowsRead').as('rows_read'),
  count('rowsLoaded').as('rows_loaded'),
  count('rowsRejected').as('rows_rejected'),
] as const;

export function toEvent(row: {
  id: string;
  kind: string;
  object_id: string | null;
  status: JobStatus;
  progress: number;
  rows_read: string;
  rows_loaded: string;
  rows_rejected: string;
}): JobEvent {
  return {
    id: row.id,
    kind: row.kind,
    objectId: row.object_id,
    status: row.status,
    progress: row.progress,
    rowsRead: Number(row.rows_read),
    rowsLoaded: Number(row.rows_loaded),
    rowsRejected: Number(row.rows_rejected),
  };
}
