import { type ProcedureArgument, type ProcedureResult, procedureLimits } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ArgValue, StatementFailure } from '../../engine/warehouse/procedures';
import type { ClaimedJob } from '../../jobs/job-store';
import type { JobHandler, RunReporter } from '../../jobs/job-worker';
import { said } from '../../jobs/run-messages';
import { runResultSchema } from '../../jobs/run-result';
import { AppError, notFound } from '../../lib/app-error';
import { builtinById, runBuiltin } from './builtins';
import { checkArgs } from './procedure-args';
import { checkBody } from './procedure-body';
import { failedAt } from './run-failure';

/** What a run needs of a stored procedure. */
interface StoredProcedure {
  arguments: ProcedureArgument[];
  body: string;
}

async function storedProcedure(app: FastifyInstance, domainId: string, id: string): Promise<StoredProcedure> {
  const row = await app.db
    .selectFrom('procedures')
    .select(['arguments', 'body'])
    .where('id', '=', id)
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('The procedure was deleted');
  return { arguments: row.arguments as ProcedureArgument[], body: row.body };
}

/**
 * The body's statements run by the warehouse's engine (`ProcedureRunner`), in one transaction
 * where the engine has them, stopped at the time limit or on Cancel. Every statement is checked
 * before the first one runs.
 */
async function runBody(
  app: FastifyInstance,
  domainId: string,
  procedure: StoredProcedure,
  args: Map<string, ArgValue>,
  reporter: RunReporter,
  timeoutMs: number,
): Promise<{ result: ProcedureResult; statements: number }> {
  const { procedures } = app.warehouse;
  const statements = checkBody(procedure.body, procedures.lexis);
  const stopper = new AbortController();
  let timedOut = false;
  const stop = () => stopper.abort();
  const timer = setTimeout(() => {
    timedOut = true;
    stopper.abort();
  }, timeoutMs);
  reporter.signal.addEventListener('abort', stop);
  try {
    const options = { maxRows: procedureLimits.maxResultRows, signal: stopper.signal };
    const result = await procedures.run(domainId, statements, args, options);
    return { result, statements: statements.length };
  } catch (error) {
    if (timedOut)
      throw new AppError(
        408,
        'procedure_timeout',
        `Stopped at the time limit of ${Math.round(timeoutMs / 1000)} s`,
        { timeoutMs },
      );
    if (reporter.signal.aborted || error instanceof AppError) throw error;
    if (error instanceof StatementFailure) throw failedAt(error);
    throw new AppError(400, 'procedure_failed', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    reporter.signal.removeEventListener('abort', stop);
  }
}

/** A procedure run's result: its arguments and the rows of its last statement it kept. */
export const procedureRunResultSchema = runResultSchema.extend({
  result: z
    .object({
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
      rows: z.array(z.record(z.string(), z.unknown())),
      truncated: z.boolean(),
    })
    .optional(),
});

/** The worker's handler of `procedure` jobs: arguments checked again, the run, its rows kept on the job. */
export function procedureJobHandler(app: FastifyInstance, limits: { timeoutMs: number }): JobHandler {
  return async (job: ClaimedJob, reporter) => {
    const objectId = job.objectId ?? '';
    const given = procedureRunResultSchema.parse(await app.jobs.store.result(job.id)).args ?? {};
    const builtin = builtinById(job.domainId, objectId);
    const procedure = builtin
      ? { arguments: builtin.arguments, body: '' }
      : await storedProcedure(app, job.domainId, objectId);
    const args = await checkArgs(app, job.domainId, procedure.arguments, given);
    const started = Date.now();
    const outcome = builtin
      ? await runBuiltin(app, job, builtin, args)
      : await runBody(app, job.domainId, procedure, args, reporter, limits.timeoutMs).then(
          ({ result, statements }) => ({
            result,
            line: { key: 'statementsRan', values: { statements } } as const,
          }),
        );
    const { result } = outcome;
    await reporter.keep({ result });
    const { line } = outcome;
    await reporter.progress(
      1,
      { rowsRead: result.rows.length },
      said(line.key, { ...line.values, ms: Date.now() - started }),
    );
    const rows = result.rows.length;
    await reporter.progress(
      1,
      {},
      result.truncated
        ? said('rowsReturnedFirst', { rows, kept: procedureLimits.maxResultRows })
        : said('rowsReturned', { rows }),
    );
  };
}
