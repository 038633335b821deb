import { z } from 'zod';
import { apiRoute } from './api-route';
import { sourceErrorCodes } from './errors';

/** Kinds of data source. */
export const datasourceTypes = ['postgres', 'mysql', 'clickhouse', 'files'] as const;
export type DatasourceType = (typeof datasourceTypes)[number];

/**
 * A data source's settings as `/api/qry {op: 'create' | 'update', object: 'datasources', values}`
 * takes them. `password` is write-only: answers carry `hasPassword`; `null` clears it, leaving it
 * out keeps it. `path` (files only) is relative to the server's configured sources folder.
 * @example {name: 'Shop', type: 'postgres', host: 'db', port: 5432, database: 'shop', username: 'ro', password: '…'}
 */
export const datasourceValuesSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  type: z.enum(datasourceTypes),
  host: z.string().max(255).nullable(),
  port: z.number().int().min(1).max(65535).nullable(),
  database: z.string().max(255).nullable(),
  username: z.string().max(255).nullable(),
  password: z.string().max(1024).nullable(),
  ssl: z.boolean(),
  path: z.string().max(1024).nullable(),
});
export type DatasourceValues = z.infer<typeof datasourceValuesSchema>;

/**
 * `POST /api/datasources/test` — a saved source (`{id}`), unsaved settings (`{values}`), or a saved
 * one with edits (`{id, values}`; a left-out password is the saved one) → `{ok: true, version}`.
 * Failures are 422 with `source_refused`, `source_auth_failed`, `source_unknown_database`,
 * `source_timeout` or `source_error`; `path_not_allowed` for a files path outside the folder.
 */
export const datasourceTestSchema = z
  .strictObject({ id: z.uuid().optional(), values: datasourceValuesSchema.partial().optional() })
  .refine((body) => body.id !== undefined || body.values?.type !== undefined, {
    message: 'Send an id or values with a type',
  });

/**
 * `POST /api/datasources/browse {id, schema?}` → without `schema`: `{schemas: string[]}` (files:
 * sub-folders as schemas); with it: `{tables: [{name, type, columns: [{name, type, nullable}]}]}`
 * (files: the files of that folder, `type: 'file'`, no columns).
 */
export const datasourceBrowseSchema = z.strictObject({
  id: z.uuid(),
  schema: z.string().max(255).optional(),
});

/** At most this many rows in a preview. */
export const previewMaxRows = 100;

/**
 * `POST /api/datasources/preview {id, schema?, table} | {id, query}` → `{columns: [{name, type}],
 * rows}` (at most `limit` ≤ 100 rows). A query runs read-only with the statement time limit;
 * files sources preview a CSV, TSV, Parquet or JSON file by `table` (its path in the folder).
 */
export const datasourcePreviewSchema = z
  .strictObject({
    id: z.uuid(),
    schema: z.string().max(255).optional(),
    table: z.string().min(1).max(1024).optional(),
    query: z.string().min(1).max(20_000).optional(),
    limit: z.number().int().min(1).max(previewMaxRows).default(20),
  })
  .refine((body) => (body.table === undefined) !== (body.query === undefined), {
    message: 'Send a table or a query',
  });

export const sourceColumnSchema = z.object({ name: z.string(), type: z.string(), nullable: z.boolean() });
export type SourceColumn = z.output<typeof sourceColumnSchema>;
export const sourceTableSchema = z.object({
  name: z.string(),
  type: z.string(),
  columns: z.array(sourceColumnSchema),
});
export type SourceTable = z.output<typeof sourceTableSchema>;
export const sourcePreviewSchema = z.object({
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type SourcePreview = z.output<typeof sourcePreviewSchema>;

/** The data-source calls beside `/api/qry`: test settings, browse and preview a saved source. */
export const datasourceRoutes = {
  test: apiRoute({
    path: '/api/datasources/test',
    body: datasourceTestSchema,
    answer: z.object({ ok: z.literal(true), version: z.string() }),
    ability: ['update', 'datasources'],
    errors: ['not_found', ...sourceErrorCodes],
  }),
  browse: apiRoute({
    path: '/api/datasources/browse',
    body: datasourceBrowseSchema,
    answer: z.union([
      z.object({ schemas: z.array(z.string()) }),
      z.object({ tables: z.array(sourceTableSchema) }),
    ]),
    ability: ['update', 'datasources'],
    errors: ['not_found', ...sourceErrorCodes],
  }),
  preview: apiRoute({
    path: '/api/datasources/preview',
    body: datasourcePreviewSchema,
    answer: sourcePreviewSchema,
    ability: ['update', 'datasources'],
    errors: ['not_found', ...sourceErrorCodes],
  }),
};
