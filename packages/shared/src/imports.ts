import { z } from 'zod';
import { apiRoute } from './api-route';
import { importErrorCodes } from './errors';
import { scheduleSchema } from './schedules';
import { tableColumnTypes, tableIdentifierPattern } from './tables';

export const importFormats = ['csv', 'tsv', 'json', 'ndjson', 'parquet', 'xlsx'] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importEncodings = ['utf-8', 'latin1', 'utf-16'] as const;
export const importModes = ['append', 'replace', 'upsert'] as const;
/** A CSV's decimal sign: `.` (`1234.5`), or `,` with `.` or a space grouping digits (`1.234,5`, `1 234,5`). */
export const importDecimalSigns = ['.', ','] as const;
/** What groups a decimal comma's digits: a dot, a space, a no-break or narrow no-break space. */
export const commaGroupSign = '[. \u00a0\u202f]';
/**
 * A number written with a decimal comma (`1.234,5`, `1 234,5`, `-12,05`): digits grouped by threes
 * or not at all (`12.34.5` is no number). One shape, in the syntax of both JavaScript's and
 * DuckDB's regular expressions, for the server's cast and the console's guess of a column's type.
 */
export const commaNumberPattern = `[-+]?(\\d+|\\d{1,3}(${commaGroupSign}\\d{3})+)(,\\d+)?`;
/** The order a CSV writes a date's parts in: year first (`2024-12-31`), day first (`31.12.2024`, `31/12/2024`), month first (`12/31/2024`). */
export const importDateOrders = ['ymd', 'dmy', 'mdy'] as const;

/**
 * How a file is read: CSV/TSV delimiter (left out: a TSV's is a tab, a CSV's the one its first lines
 * split by: `,`, `;`, tab or `|`), quote, encoding and header; XLSX sheet (name or 1-based number).
 */
export const importOptionsSchema = z.strictObject({
  delimiter: z.string().length(1).optional(),
  quote: z.string().length(1).optional(),
  encoding: z.enum(importEncodings).default('utf-8'),
  header: z.boolean().default(true),
  /** How a CSV writes numbers and dates; left out: `1234.5` and `2024-12-31`. */
  decimal: z.enum(importDecimalSigns).optional(),
  dates: z.enum(importDateOrders).optional(),
  sheet: z.union([z.string().min(1).max(31), z.number().int().min(1).max(1000)]).optional(),
});

const sourceColumn = z
  .string()
  .min(1)
  .max(255)
  .refine((name) => !/[\p{Cc}]/u.test(name), 'No control characters');
const identifier = z.string().regex(tableIdentifierPattern);

/**
 * An import's source: an uploaded file with its format and options, or a data source's table or
 * read-only query.
 */
export const importSourceSchema = z.union([
  z.strictObject({
    fileId: z.uuid(),
    format: z.enum(importFormats),
    options: importOptionsSchema.default({ encoding: 'utf-8', header: true }),
  }),
  z.strictObject({
    datasourceId: z.uuid(),
    schema: z.string().max(255).optional(),
    table: z.string().min(1).max(255).optional(),
    query: z.string().min(1).max(20_000).optional(),
  }),
]);
export type ImportSource = z.output<typeof importSourceSchema>;

/** Into an existing data table, or a new one made on the first successful run (then the import targets it). */
export const importTargetSchema = z.union([
  z.strictObject({ tableId: z.uuid() }),
  z.strictObject({ newTable: identifier }),
]);

/** A source column into a target column; `type` types a new table's column (default text). */
export const importMappingSchema = z
  .array(
    z.strictObject({ source: sourceColumn, target: identifier, type: z.enum(tableColumnTypes).optional() }),
  )
  .min(1)
  .max(500);
export type ImportMapping = z.output<typeof importMappingSchema>;

/** `reject`: bad rows are set aside (at most `maxRejected`, then the run fails); `fail`: the first one fails the run. */
export const importPolicySchema = z.strictObject({
  onError: z.enum(['reject', 'fail']).default('reject'),
  maxRejected: z.number().int().min(0).max(1_000_000).default(1000),
});

/**
 * An import's values for `/api/qry {object: 'imports'}`; run it with `{op: 'run', object: 'imports', id}` → `{jobId}`.
 * @example {name: 'Orders', source: {fileId, format: 'csv', options: {delimiter: ';'}}, target: {tableId}, mode: 'append'}
 */
export const importValuesSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  source: importSourceSchema,
  target: importTargetSchema,
  mapping: importMappingSchema.nullable(),
  mode: z.enum(importModes),
  policy: importPolicySchema,
  /** Runs it on a cron schedule; a tick while a run is queued or running is skipped. */
  schedule: scheduleSchema.nullable(),
});
export type ImportValues = z.input<typeof importValuesSchema>;

/** At most this many rows in a preview. */
export const importPreviewMaxRows = 100;

/**
 * `POST /api/imports/preview {values | id, limit?}` → `{columns: [{name, type}], rows: [{values, error}]}`:
 * the first rows as they will land in the target, each with its reason when it would be rejected.
 */
export const importPreviewSchema = z.strictObject({
  id: z.uuid().optional(),
  values: importValuesSchema.pick({ source: true, target: true, mapping: true }).optional(),
  limit: z.number().int().min(1).max(importPreviewMaxRows).default(20),
});

/**
 * Why an import rejects a row, each a key the console says in the user's language
 * (`imports.rejectReasons.<key>`, its values in place) beside the English words of `reason`/`error`.
 */
export const rejectReasonKeys = [
  'notType',
  'required',
  'repeated',
  'exists',
  'outsideDays',
  'unevenLine',
] as const;
export const rejectReasonSchema = z.object({
  key: z.enum(rejectReasonKeys),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RejectReason = z.infer<typeof rejectReasonSchema>;

/** A preview's columns as they will land, and its rows with why each would be rejected. */
export const importPreviewAnswerSchema = z.object({
  columns: z.array(z.object({ name: z.string(), type: z.enum(tableColumnTypes), source: z.string() })),
  rows: z.array(
    z.object({
      line: z.number(),
      values: z.record(z.string(), z.unknown()),
      error: z.string().nullable(),
      reasons: z.array(rejectReasonSchema).optional(),
      /** A CSV line that does not split into the file's columns: as written (its values are none). */
      text: z.string().optional(),
    }),
  ),
});
export const importRoutes = {
  preview: apiRoute({
    path: '/api/imports/preview',
    body: importPreviewSchema,
    answer: importPreviewAnswerSchema,
    ability: ['update', 'imports'],
    errors: importErrorCodes,
  }),
};

/** `POST /api/jobs/cancel {jobId}` → `{status}`: a queued job is cancelled at once, a running one at its next step. */
export const jobCancelSchema = z.strictObject({ jobId: z.uuid() });

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobRoutes = {
  cancel: apiRoute({
    path: '/api/jobs/cancel',
    body: jobCancelSchema,
    answer: z.object({ status: z.enum(jobStatuses) }),
    ability: ['update', 'jobs'],
    errors: ['not_found'],
  }),
};

/** What `event: job` carries: a job's state as it changes. */
export interface JobEvent {
  id: string;
  kind: string;
  objectId: string | null;
  status: JobStatus;
  progress: number;
  rowsRead: number;
  rowsLoaded: number;
  rowsRejected: number;
}
