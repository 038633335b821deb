import { z } from 'zod';
import { tableIdentifierPattern } from './tables';

/**
 * The types a procedure's argument can have: the value types of the shared state, plus `member`
 * (a code of reference `refId`), `table` (a data table of the domain, by id or name), `scenario`
 * (a member of a cube's scenario dimension) and `cube` (a cube of the domain, by id).
 */
export const procedureArgumentTypes = [
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'member',
  'table',
  'scenario',
  'cube',
] as const;
export type ProcedureArgumentType = (typeof procedureArgumentTypes)[number];

/**
 * One argument: the body names it `$name`. A `scenario` names its cube by `cubeId`, or by `cubeArg`
 * (another argument of type `cube` of the same procedure).
 * @example {name: 'factor', type: 'number', required: true, default: 1.05}
 */
export const procedureArgumentSchema = z
  .strictObject({
    name: z.string().regex(tableIdentifierPattern, 'A letter or _, then letters, digits or _'),
    type: z.enum(procedureArgumentTypes),
    title: z.string().max(200).optional(),
    required: z.boolean().default(false),
    default: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]).optional(),
    refId: z.uuid().optional(),
    cubeId: z.uuid().optional(),
    cubeArg: z.string().max(63).optional(),
  })
  .refine((a) => a.type !== 'member' || a.refId !== undefined, {
    message: 'A member argument names its reference (refId)',
    path: ['refId'],
  })
  .refine((a) => a.type !== 'scenario' || (a.cubeId !== undefined) !== (a.cubeArg !== undefined), {
    message: 'A scenario argument names its cube (cubeId or cubeArg)',
    path: ['cubeId'],
  });
export type ProcedureArgument = z.output<typeof procedureArgumentSchema>;

/** At most this many arguments, this long a body, and this many result rows kept per run. */
export const procedureLimits = { maxArguments: 50, maxBody: 100_000, maxResultRows: 10_000 } as const;

/**
 * A procedure's values for `/api/qry {object: 'procedures'}`: a body in the SQL of the domain's
 * warehouse engine, one or more statements separated by `;`, with arguments as `$name` (bound as
 * values; a `table` argument is put in as a quoted identifier). No file, URL, extension, setting,
 * other database or engine catalog (400 `statement_not_allowed`). On DuckDB: SELECT/WITH/FROM/
 * VALUES/TABLE, INSERT, UPDATE, DELETE, CREATE and DROP, the run one transaction. On ClickHouse:
 * SELECT/WITH, INSERT INTO and ALTER TABLE … UPDATE|DELETE, reads `readonly`; there is no
 * transaction (400 `statement_not_supported` for BEGIN, COMMIT, ROLLBACK), so when a statement
 * fails the ones before it stay applied and the run fails with `procedure_partly_applied`
 * (`{statement, applied}`). The rows of the last statement are the result.
 * `{op: 'run', object: 'procedures', id, args: {factor: 1.1}}` → `{jobId}` (kind `procedure`);
 * the job's `args`, `result` (`{columns, rows, truncated}`), `rowsRead` and `messages` are its log.
 * @example {name: 'Budget from actual', arguments: [{name: 'factor', type: 'number', required: true}], body: 'SELECT $factor * 2 AS x'}
 */
export const procedureValuesSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  arguments: z
    .array(procedureArgumentSchema)
    .max(procedureLimits.maxArguments)
    .refine((list) => new Set(list.map((a) => a.name.toLowerCase())).size === list.length, {
      message: 'Argument names must be unique',
    }),
  body: z.string().trim().min(1).max(procedureLimits.maxBody),
});
export type ProcedureValues = z.output<typeof procedureValuesSchema>;

export { type BuiltinProcedure, builtinProcedures } from './builtin-procedures';

/** What a run keeps of the last statement's rows. */
export interface ProcedureResult {
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  /** More rows were returned than `procedureLimits.maxResultRows`. */
  truncated: boolean;
}
