import { type Kysely, sql } from 'kysely';

// One statement per query (PGlite). The result of each run gathers what each kind kept in a column
// of its own (an import's counts and rejected rows, a procedure's arguments and rows, an action's
// steps, the action run a step belongs to), under the names the jobs kind answers them by.
const statements = [
  `update jobs set result = jsonb_strip_nulls(jsonb_build_object(
    'rowsRead', rows_read, 'rowsLoaded', rows_loaded, 'rowsRejected', rows_rejected,
    'rejected', case when rejected = '[]'::jsonb then null else rejected end,
    'args', args, 'result', result, 'steps', steps, 'parentId', parent_id))`,
  `update jobs set result = '{}'::jsonb where result is null`,
  `alter table jobs alter column result set default '{}'::jsonb`,
  `alter table jobs alter column result set not null`,
  `alter table jobs drop column rows_read`,
  `alter table jobs drop column rows_loaded`,
  `alter table jobs drop column rows_rejected`,
  `alter table jobs drop column rejected`,
  `alter table jobs drop column args`,
  `alter table jobs drop column steps`,
  `alter table jobs drop column parent_id`,
];

/** One result per run, shaped by its kind, instead of a column per runnable kind in `jobs`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
