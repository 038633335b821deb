import type { ImportMapping, ImportSource } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { type SwappedRun, unevenColumns } from '../../engine/warehouse/import-staging';
import type { RunReporter } from '../../jobs/job-worker';
import { said } from '../../jobs/run-messages';
import { AppError } from '../../lib/app-error';
import { withoutServerPaths } from '../../lib/server-paths';
import { type ImportDefinition, planImport } from './import-plan';
import { sourceFile } from './source-file';

export interface ImportRunDefinition extends ImportDefinition {
  source: ImportSource;
  policy: { onError: 'reject' | 'fail'; maxRejected: number };
  mapping: ImportMapping | null;
}

/**
 * What a run loaded: `tableName` is null when an earlier attempt of the same job had loaded an
 * existing table already; `created` when the run made the target (`target.newTable`) with `columns`.
 */
export interface ImportRunResult extends SwappedRun {
  rowsRead: number;
}

const firstRejected = 20;

const cancelled = () => new AppError(409, 'job_cancelled', 'The run was cancelled');

function checkSignal(signal: AbortSignal): void {
  if (signal.aborted) throw cancelled();
}

/** DuckDB's words for a CSV whose lines do not split into the header's columns with its delimiter and quote. */
const unevenWords = /Error when sniffing file|Expected Number of Columns/;

/**
 * A failure of the engine while reading the file is the file's fault: 422 `file_columns_uneven`
 * when its lines do not split alike, else `file_corrupt`.
 */
export async function readStep<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (signal.aborted) throw cancelled();
    if (error instanceof AppError) throw error;
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    if (unevenWords.test(text ?? '')) throw unevenColumns();
    // DuckDB names the file by its place on the server (`Error when sniffing file "/…"`).
    throw new AppError(422, 'file_corrupt', `The file cannot be read: ${withoutServerPaths(text ?? '')}`);
  }
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
  const { file, cleanup } = await sourceFile(app, job.domainId, definition.source, job.id, {
    signal: reporter.signal,
  });
  const staging = await app.warehouse.openImport(job.domainId, job.id, file).catch(async (error) => {
    await cleanup().catch(() => {});
    throw error;
  });
  const stop = () => staging.cancel();
  reporter.signal.addEventListener('abort', stop);
  try {
    const done = await staging.swapped();
    if (done) {
      const { rowsLoaded, rowsRejected } = done;
      await reporter.progress(1, { rowsLoaded, rowsRejected }, said('loadedEarlier'));
      return { rowsRead: rowsLoaded + rowsRejected, ...done };
    }
    checkSignal(reporter.signal);
    // The progress line is stored while the warehouse reads the file's columns.
    const [, sourceColumns] = await Promise.all([
      reporter.progress(0.05, {}, said('readingSource')),
      readStep(reporter.signal, () => staging.describe()),
    ]);
    const plan = await planImport(app, job.domainId, definition, sourceColumns);
    const rowsRead = await readStep(reporter.signal, () => staging.stage(plan));
    await reporter.progress(0.5, { rowsRead }, said('rowsRead', { rows: rowsRead }));
    checkSignal(reporter.signal);
    const rowsRejected = await staging.judgeKeys(plan, definition.mode);
    if (rowsRejected > 0) await reporter.keep({ rejected: await staging.rejectedSample(firstRejected) });
    await reporter.progress(0.7, { rowsRead, rowsRejected }, said('rowsRejected', { rows: rowsRejected }));
    const { onError, maxRejected } = definition.policy;
    if (rowsRejected > 0 && onError === 'fail')
      throw new AppError(422, 'row_rejected', `${rowsRejected} rows cannot be loaded; the policy is to fail`);
    if (rowsRejected > maxRejected)
      throw new AppError(422, 'too_many_rejected', `${rowsRejected} rows rejected, more than ${maxRejected}`);
    checkSignal(reporter.signal);

    const created = plan.existing === undefined;
    const rowsLoaded = rowsRead - rowsRejected;
    const run = {
      jobId: job.id,
      rowsLoaded,
      rowsRejected,
      created,
      tableName: plan.table.name,
      columns: plan.table.columns,
    };
    try {
      await staging.swap(plan, definition.mode, run, () => checkSignal(reporter.signal));
    } catch (error) {
      if (reporter.signal.aborted) throw cancelled();
      throw error;
    }
    await reporter.progress(
      1,
      { rowsRead, rowsLoaded, rowsRejected },
      said('rowsLoaded', { rows: rowsLoaded, table: plan.table.name }),
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
    await cleanup().catch(() => {});
    await staging.close();
  }
}
