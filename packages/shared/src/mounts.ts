import { z } from 'zod';
import { apiRoute } from './api-route';
import { importErrorCodes, sourceErrorCodes } from './errors';
import { valueTypes } from './qry/value-types';
import { tableIdentifierPattern } from './tables';

/**
 * A mount's settings as `/api/qry {op: 'create' | 'update', object: 'mounts', values}` takes them:
 * a PostgreSQL, MySQL/MariaDB or ClickHouse source's table (in `schema`, optional) or read-only
 * query, shown as the read-only object `mount:<id>` whose selects run on the source.
 * @example {name: 'Live orders', datasourceId, schema: 'public', table: 'orders', query: null}
 */
export const mountValuesSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  datasourceId: z.uuid(),
  schema: z.string().min(1).max(255).nullable(),
  table: z.string().min(1).max(255).nullable(),
  query: z.string().min(1).max(20_000).nullable(),
});
export type MountValues = z.infer<typeof mountValuesSchema>;

/** A mounted column, as the source describes it. */
export const mountColumnSchema = z.object({ name: z.string(), type: z.enum(valueTypes) });
export type MountColumn = z.output<typeof mountColumnSchema>;

/** `POST /api/mounts/refresh {id}` → `{columns}`: the source described again (its table may have changed). */
export const mountRefreshSchema = z.strictObject({ id: z.uuid() });

/**
 * `POST /api/mounts/materialise {id, table}` → `{importId, jobId}`: an import of the mount's table
 * or query into the new data table `table`, started at once (its progress is the job's).
 */
export const mountMaterialiseSchema = z.strictObject({
  id: z.uuid(),
  table: z.string().regex(tableIdentifierPattern),
});

export const mountRoutes = {
  refresh: apiRoute({
    path: '/api/mounts/refresh',
    body: mountRefreshSchema,
    answer: z.object({ columns: z.array(mountColumnSchema) }),
    ability: ['update', 'mounts'],
    errors: ['not_found', ...sourceErrorCodes],
  }),
  materialise: apiRoute({
    path: '/api/mounts/materialise',
    body: mountMaterialiseSchema,
    answer: z.object({ importId: z.string(), jobId: z.string() }),
    ability: ['create', 'imports'],
    errors: [...importErrorCodes, 'name_taken', 'job_queue_full'],
  }),
};
