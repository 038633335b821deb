import { type ProcedureArgument, type ProcedureResult, procedureLimits } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { plain } from '../../engine/plain-row';
import type { ClaimedJob } from '../../jobs/job-store';
import type { JobHandler, RunReporter } from '../../jobs/job-worker';
import { runResultSchema } from '../../jobs/run-result';
import { AppError, notFound } from '../../lib/app-error';
import { builtinById, runBuiltin } from './builtins';
import { type ArgValue, checkArgs, compileStatement } from './procedure-args';
import { checkBody } from './procedure-body';
import { checkStatementCalls } from './statement-calls';

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
 * The body's statements in one transaction of a sandboxed session of the domain (a failure or a
 * cancel leaves nothing changed), stopped by `session.cancel()` at the time limit or on Cancel.
 * Every statement is checked and compiled before the first one runs.
 */
async function runBody(
  app: FastifyInstance,
  domainId: string,
  procedure: StoredProcedure,
  args: Map<string, ArgValue>,
  reporter: RunReporter,
  timeoutMs: number,
): Promise<{ result: ProcedureResult; statements: number }> {
  const quote = (name: string) => app.warehouse.dialect.quote(name);
  const statements = checkBody(procedure.body).map((statement) => compileStatement(statement, args, quote));
  const session = await app.warehouse.openUserSession(domainId);
  // Checked again at each run: a body saved before a function left the allow list runs no more.
  await checkStatementCalls(session, statements).catch((error: unknown) => {
    session.close();
    throw error;
  });
  let timedOut = false;
  const stop = () => session.cancel();
  const timer = setTimeout(() => {
    timedOut = true;
    session.cancel();
  }, timeoutMs);
  reporter.signal.addEventListener('abort', stop);
  try {
    await session.query('BEGIN TRANSACTION');
    let last: ProcedureResult = { columns: [], rows: [], truncated: false };
    for (const [index, statement] of statements.entries()) {
      if (reporter.signal.aborted || timedOut) throw new Error('Interrupted');
      if (index < statements.length - 1) await session.query(statement.sql, statement.params);
      else {
        const answer = await session.queryBounded(
          statement.sql,
          statement.params,
          procedureLimits.maxResultRows,
        );
        last = { columns: answer.columns, rows: answer.rows.map(plain), truncated: answer.more };
      }
    }
    await session.query('COMMIT');
    return { result: last, statements: statements.length };
  } catch (error) {
    await session.query('ROLLBACK').catch(() => {});
    if (timedOut)
      throw new AppError(
        408,
        'procedure_timeout',
        `Stopped at the time limit of ${Math.round(timeoutMs / 1000)} s`,
        {
          timeoutMs,
        },
      );
    if (reporter.signal.aborted) throw error;
    throw new AppError(400, 'procedure_failed', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    reporter.signal.removeEventListener('abort', stop);
    session.close();
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
            message: `Ran ${statements} statement(s)`,
          }),
        );
    const { result } = outcome;
    await reporter.keep({ result });
    const kept = result.truncated ? ` (the first ${procedureLimits.maxResultRows} kept)` : '';
    await reporter.progress(
      1,
      { rowsRead: result.rows.length },
      `${outcome.message} in ${Date.now() - started} ms`,
    );
    await reporter.progress(1, {}, `Returned ${result.rows.length} row(s)${kept}`);
  };
}
