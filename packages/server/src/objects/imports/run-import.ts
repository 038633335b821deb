import type { ImportMapping, ImportSource, TableColumn } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { Row, SqlValue, WarehouseSession } from '../../engine/engine';
import type { RunReporter } from '../../jobs/job-worker';
import { AppError } from '../../lib/app-error';
import { withoutServerPaths } from '../../lib/server-paths';
import { type ImportDefinition, planImport } from './import-plan';
import { keyChecks, swapStatements, typedSelect } from './import-sql';
import { type SourceRelation, sourceRelation } from './source-relation';

export interface ImportRunDefinition extends ImportDefinition {
  source: ImportSource;
  policy: { onError: 'reject' | 'fail'; maxRejected: number };
  mapping: ImportMapping | null;
}

export interface ImportRunResult {
  rowsRead: number;
  rowsLoaded: number;
  rowsRejected: number;
  /** The target; null when an earlier attempt of the same job had loaded an existing table already. */
  tableName: string | null;
  /** The run created the target table (`target.newTable`) with these columns. */
  created: boolean;
  columns: TableColumn[];
}

/**
 * Marks in the domain's warehouse which jobs swapped, committed with the swap: a retried job id
 * loads nothing twice, and a table a run made is still known when the server stopped before
 * registering it.
 */
const runsTable = '_cubus_import_runs';
const firstRejected = 20;

export const stageNames = (jobId: string) => ({ stage: `"_stage_${jobId.replaceAll('-', '')}"` });

const cancelled = () => new AppError(409, 'job_cancelled', 'The run was cancelled');

function checkSignal(signal: AbortSignal): void {
  if (signal.aborted) throw cancelled();
}

/** What a job's committed swap loaded, and the table it made (null when it loaded an existing one). */
export async function swappedRun(
  session: WarehouseSession,
  jobId: string,
): Promise<Omit<ImportRunResult, 'rowsRead'> | undefined> {
  await query(
    session,
    `CREATE TABLE IF NOT EXISTS ${runsTable} (job_id VARCHAR, loaded BIGINT, rejected BIGINT, new_table VARCHAR, new_columns VARCHAR)`,
  );
  const [done] = await query(
    session,
    `SELECT loaded, rejected, new_table, new_columns FROM ${runsTable} WHERE job_id = ?`,
    [jobId],
  );
  if (!done) return undefined;
  const created = done.new_table !== null;
  return {
    rowsLoaded: Number(done.loaded),
    rowsRejected: Number(done.rejected),
    tableName: created ? String(done.new_table) : null,
    created,
    columns: created ? (JSON.parse(String(done.new_columns)) as TableColumn[]) : [],
  };
}

/** A failure of the engine while reading the file is the file's fault: 422 `file_corrupt`. */
export async function readStep<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (signal.aborted) throw cancelled();
    if (error instanceof AppError) throw error;
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    // DuckDB names the file by its place on the server (`Error when sniffing file "/…"`).
    throw new AppError(422, 'file_corrupt', `The file cannot be read: ${withoutServerPaths(text ?? '')}`);
  }
}

/** The first rejected rows with their reasons and the source's values (read again, only when there are some). */
async function rejectedSample(
  session: WarehouseSession,
  stage: string,
  relation: SourceRelation,
): Promise<Row[]> {
  const reasons = await query(
    session,
    `SELECT rowid + 1 AS line, _reason FROM ${stage} WHERE _reason IS NOT NULL ORDER BY rowid LIMIT ${firstRejected}`,
  );
  const lines = reasons.map((r) => Number(r.line));
  const raw = await query(
    session,
    `SELECT * FROM (SELECT row_number() OVER () AS _line, * FROM ${relation.sql}) AS r WHERE _line IN (${lines.join(', ')})`,
    relation.params,
  );
  return reasons.map((r) => {
    const { _line: _, ...values } = raw.find((row) => Number(row._line) === Number(r.line)) ?? {};
    return {
      line: Number(r.line),
      reason: String(r._reason),
      values: Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, v === null ? null : String(v).slice(0, 200)]),
      ),
    };
  });
}

async function query(session: WarehouseSession, sql: string, params: SqlValue[] = []): Promise<Row[]> {
  return session.query(sql, params);
}

/**
 * One import run: the source cast into a staging table in one pass, with a reason
 * for each row that will be rejected; key checks; the policy; then the swap into the target in one
 * transaction. Until the swap commits the target is untouched, so a failed or cancelled run
 * leaves it exactly as it was; the staging table is dropped in any case.
 * @example await runImport(app, {id: jobId, domainId}, definition, reporter) // {rowsRead, rowsLoaded, rowsRejected, table}
 */
export async function runImport(
  app: FastifyInstance,
  job: { id: string; domainId: string },
  definition: ImportRunDefinition,
  reporter: RunReporter,
): Promise<ImportRunResult> {
  const { dialect } = app.warehouse;
  const { stage } = stageNames(job.id);
  const session = await app.warehouse.openUserSession(job.domainId);
  const stop = () => session.cancel();
  reporter.signal.addEventListener('abort', stop);
  const relation = await sourceRelation(app, job.domainId, definition.source, job.id, {
    signal: reporter.signal,
  }).catch((error) => {
    session.close();
    throw error;
  });
  try {
    const done = await swappedRun(session, job.id);
    if (done) {
      const { rowsLoaded, rowsRejected } = done;
      await reporter.progress(1, { rowsLoaded, rowsRejected }, 'Loaded by an earlier attempt of this job');
      return { rowsRead: rowsLoaded + rowsRejected, ...done };
    }
    await query(session, `DROP TABLE IF EXISTS ${stage}`);
    checkSignal(reporter.signal);
    await reporter.progress(0.05, {}, 'Reading the source');
    const described = await readStep(reporter.signal, () =>
      query(session, `DESCRIBE SELECT * FROM ${relation.columnsSql}`, relation.params),
    );
    const sourceColumns = described.map((r) => ({
      name: String(r.column_name),
      type: String(r.column_type),
    }));
    const plan = await planImport(app, job.domainId, definition, sourceColumns);
    // One pass: read, cast and judge every row into the staging table (file order is kept, so a
    // row's rowid + 1 is its line among the data rows).
    await readStep(reporter.signal, () =>
      query(session, `CREATE TABLE ${stage} AS ${typedSelect(dialect, plan, relation.sql)}`, relation.params),
    );
    const [read] = await query(session, `SELECT count(*)::BIGINT AS n FROM ${stage}`);
    const rowsRead = Number(read?.n ?? 0);
    await reporter.progress(0.5, { rowsRead }, `Read ${rowsRead} rows`);
    checkSignal(reporter.signal);
    for (const statement of keyChecks(dialect, plan, stage, definition.mode)) await query(session, statement);
    const [bad] = await query(
      session,
      `SELECT count(*)::BIGINT AS n FROM ${stage} WHERE _reason IS NOT NULL`,
    );
    const rowsRejected = Number(bad?.n ?? 0);
    if (rowsRejected > 0) await reporter.keep({ rejected: await rejectedSample(session, stage, relation) });
    await reporter.progress(0.7, { rowsRead, rowsRejected }, `${rowsRejected} rows rejected`);
    const { onError, maxRejected } = definition.policy;
    if (rowsRejected > 0 && onError === 'fail')
      throw new AppError(422, 'row_rejected', `${rowsRejected} rows cannot be loaded; the policy is to fail`);
    if (rowsRejected > maxRejected)
      throw new AppError(422, 'too_many_rejected', `${rowsRejected} rows rejected, more than ${maxRejected}`);
    checkSignal(reporter.signal);

    const created = plan.existing === undefined;
    const rowsLoaded = rowsRead - rowsRejected;
    await query(session, 'BEGIN TRANSACTION');
    try {
      for (const statement of swapStatements(dialect, plan, stage, definition.mode, rowsRejected))
        await query(session, statement);
      await query(session, `INSERT INTO ${runsTable} VALUES (?, ?, ?, ?, ?)`, [
        job.id,
        rowsLoaded,
        rowsRejected,
        created ? plan.table.name : null,
        created ? JSON.stringify(plan.table.columns) : null,
      ]);
      checkSignal(reporter.signal);
      await query(session, 'COMMIT');
    } catch (error) {
      await query(session, 'ROLLBACK').catch(() => {});
      if (reporter.signal.aborted) throw cancelled();
      throw error;
    }
    await reporter.progress(
      1,
      { rowsRead, rowsLoaded, rowsRejected },
      `Loaded ${rowsLoaded} rows into ${plan.table.name}`,
    );
    return {
      rowsRead,
      rowsLoaded,
      rowsRejected,
      tableName: plan.table.name,
      created,
      columns: plan.table.columns,
    };
  } finally {
    reporter.signal.removeEventListener('abort', stop);
    await relation.cleanup().catch(() => {});
    await session.query(`DROP TABLE IF EXISTS ${stage}`).catch(() => {});
    session.close();
  }
}
