import { jobStatuses } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import type { ObjectKind } from '../../qry/object-kind';

const kind = 'jobs';

/** A count of the run's result (`KindRuns.result`), 0 when its kind keeps none. */
const count = (name: string) => `(coalesce((j.result->>'${name}')::double precision, 0))`;

/**
 * Runs of every runnable kind, read-only: the parts of their results answered as fields of their
 * own (counts, rejected rows, arguments, kept rows, steps, parent run), as when each had a column.
 * `jobs/` runs them, `POST /api/jobs/cancel` stops one.
 */
export const jobsKind: ObjectKind = {
  name: kind,
  subject: 'jobs',
  store: 'metadata',
  source: {
    from: 'jobs j LEFT JOIN users ju ON ju.id = j.created_by',
    domain: { column: 'j.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'j.id', { kind }),
    field('kind', 'text', 'j.kind', { kind }),
    field('objectId', 'uuid', 'j.object_id', { kind }),
    field('status', 'enum', 'j.status', {
      kind,
      enumValues: [...jobStatuses],
      valueTitles: 'imports.status',
    }),
    field('progress', 'number', 'j.progress', { kind }),
    field('rowsRead', 'integer', count('rowsRead'), { kind }),
    field('rowsLoaded', 'integer', count('rowsLoaded'), { kind }),
    field('rowsRejected', 'integer', count('rowsRejected'), { kind }),
    field(
      'duration',
      'number',
      '(extract(epoch from (coalesce(j.finished_at, now()) - j.started_at))::double precision)',
      {
        kind,
      },
    ),
    field('messages', 'json', 'j.messages', { kind }),
    field('rejected', 'json', "coalesce(j.result->'rejected', '[]'::jsonb)", { kind }),
    field('args', 'json', "(j.result->'args')", { kind }),
    // A procedure run's kept rows (up to 10,000): ask for it by name, not in lists.
    field('result', 'json', "(j.result->'result')", { kind }),
    // An action run's outcome of each step; a step's job names its action run.
    field('steps', 'json', "(j.result->'steps')", { kind }),
    field('parentId', 'uuid', "((j.result->>'parentId')::uuid)", { kind }),
    field('errorCode', 'text', 'j.error_code', { kind }),
    field('createdBy', 'text', 'ju.username', { kind }),
    field('created', 'datetime', 'j.created_at', { kind }),
    field('started', 'datetime', 'j.started_at', { kind }),
    field('finished', 'datetime', 'j.finished_at', { kind }),
    field('error', 'text', 'j.error', { kind }),
  ],
  ops: ['select', 'get', 'schema'],
  softDelete: false,
  versioned: false,
};
