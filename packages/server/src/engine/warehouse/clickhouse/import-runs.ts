import { type SwappedRun, swappedRunOf } from '../import-staging';
import type { ClickhouseEngine } from './clickhouse-engine';

/** Which jobs swapped, in the domain's database: a retried job id loads nothing twice (as on DuckDB). */
const runsTable = '_cubus_import_runs';

const ensureRuns = (engine: ClickhouseEngine, domainId: string) =>
  engine.execute(
    domainId,
    `CREATE TABLE IF NOT EXISTS ${runsTable} (job_id String, loaded Int64, rejected Int64, new_table Nullable(String), new_columns Nullable(String)) ENGINE = MergeTree ORDER BY job_id`,
  );

/** What a job's swap loaded, and the table it made (null when it loaded an existing one). */
export async function swappedRun(
  engine: ClickhouseEngine,
  domainId: string,
  jobId: string,
): Promise<SwappedRun | undefined> {
  await ensureRuns(engine, domainId);
  const [done] = await engine.execute(
    domainId,
    `SELECT loaded, rejected, new_table, new_columns FROM ${runsTable} WHERE job_id = ? LIMIT 1`,
    [jobId],
  );
  if (!done) return undefined;
  return swappedRunOf(done);
}

export async function recordRun(
  engine: ClickhouseEngine,
  domainId: string,
  run: SwappedRun & { jobId: string },
): Promise<void> {
  await ensureRuns(engine, domainId);
  await engine.execute(domainId, `INSERT INTO ${runsTable} SELECT ?, ?, ?, ?, ?`, [
    run.jobId,
    run.rowsLoaded,
    run.rowsRejected,
    run.created ? run.tableName : null,
    run.created ? JSON.stringify(run.columns) : null,
  ]);
}
