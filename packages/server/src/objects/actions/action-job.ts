import { randomUUID } from 'node:crypto';
import {
  type ActionStep,
  type ActionStepOutcome,
  actionStepSchema,
  actionStepStatuses,
  actionStepTypes,
  type BuiltinProcedure,
  builtinProcedures,
  runMessageKeys,
} from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ClaimedJob } from '../../jobs/job-store';
import type { JobHandler, JobOutcome, RunReporter } from '../../jobs/job-worker';
import { type Said, said } from '../../jobs/run-messages';
import { runResultSchema } from '../../jobs/run-result';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import { refreshMount } from '../mounts/mount-source';
import { checkStep, copyScenarioArgs, copyScenarioId } from './action-steps';
import { chainOf } from './action-triggers';

/** What a step did, for its line of the log: in English, and as a run's log line for the console. */
interface StepDone {
  message: string;
  said: Pick<Said, 'key' | 'values'>;
  jobId?: string;
  objectId?: string;
}

/** The job a step ran, and the import or procedure it ran. */
type StepRun = { jobId: string; objectId: string };

/** A succeeded step's outcome: what it did (`line`), and its job when it ran one. */
const stepDone = ({ key, values, text }: Said, run?: StepRun): StepDone => ({
  message: text,
  said: { key, values },
  ...run,
});

const cancelled = () => new AppError(409, 'job_cancelled', 'The run was cancelled');

/** A failed child job as the step's error. */
function childFailed(outcome: JobOutcome): AppError {
  if (outcome.status === 'cancelled') return cancelled();
  const error = outcome.error ?? { code: 'internal_error', message: 'The run failed' };
  return new AppError(400, error.code as never, error.message);
}

/** An action run's result: the chain of actions that led to it (`args.chain`) and its steps' outcomes. */
export const actionRunResultSchema = runResultSchema.extend({
  steps: z
    .array(
      z.object({
        index: z.number(),
        type: z.enum(actionStepTypes),
        title: z.string(),
        status: z.enum(actionStepStatuses),
        started: z.string().nullable(),
        durationMs: z.number().nullable(),
        message: z.string(),
        said: z
          .object({
            key: z.enum(runMessageKeys),
            values: z.record(z.string(), z.union([z.string(), z.number()])),
          })
          .optional(),
        code: z.string().optional(),
        jobId: z.string().optional(),
        objectId: z.string().optional(),
        builtin: z.enum(builtinProcedures).optional(),
      }),
    )
    .optional(),
});

/** Runs an import or a procedure as a job of its own inside the action's run → its id, or the step's error. */
async function runChild(
  app: FastifyInstance,
  job: ClaimedJob,
  reporter: RunReporter,
  child: { kind: 'import' | 'procedure'; objectId: string; args: Record<string, unknown>; note: Said },
): Promise<StepDone> {
  const id = randomUUID();
  const outcome = await app.jobs.worker.runNested(
    {
      id,
      domainId: job.domainId,
      kind: child.kind,
      objectId: child.objectId,
      createdBy: job.createdBy,
      note: child.note,
      // The step's job names the action run it belongs to.
      result: { args: child.args, parentId: job.id },
    },
    reporter.signal,
  );
  const run: StepRun = { jobId: id, objectId: child.objectId };
  if (outcome.status !== 'succeeded') throw Object.assign(childFailed(outcome), { run });
  const counts = runResultSchema
    .partial()
    .loose()
    .parse(await app.jobs.store.result(id));
  const line =
    child.kind === 'import'
      ? said('stepLoaded', { rows: counts.rowsLoaded ?? 0 })
      : said('rowsReturned', { rows: counts.rowsRead ?? 0 });
  return stepDone(line, run);
}

/** One step, run after it is checked again against the domain as it is now. */
async function runStep(
  app: FastifyInstance,
  job: ClaimedJob,
  reporter: RunReporter,
  step: ActionStep,
  context: {
    actionName: string;
    chain: string[];
    stepNumber: number;
    named: (name: string, builtin?: BuiltinProcedure) => void;
  },
): Promise<StepDone> {
  const { name, builtin } = await checkStep(app, job.domainId, step, `steps.${context.stepNumber - 1}`);
  context.named(name, builtin);
  const note = said('queuedByAction', { action: context.actionName, step: context.stepNumber });
  switch (step.type) {
    case 'import':
      // The chain goes on with the import: the actions after it know what led to them.
      return runChild(app, job, reporter, {
        kind: 'import',
        objectId: step.importId,
        args: { chain: [...context.chain, job.objectId ?? ''] },
        note,
      });
    case 'procedure':
      return runChild(app, job, reporter, {
        kind: 'procedure',
        objectId: step.procedureId,
        args: step.args,
        note,
      });
    case 'copy-scenario':
      return runChild(app, job, reporter, {
        kind: 'procedure',
        objectId: copyScenarioId(job.domainId),
        args: copyScenarioArgs(step),
        note,
      });
    case 'mount': {
      const columns = await refreshMount(app, job.domainId, step.mountId);
      return stepDone(said('columnsRefreshed', { columns: columns.length }));
    }
    case 'ribbon': {
      const user = await app.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', job.createdBy ?? '')
        .executeTakeFirst();
      await logActivity(app.db, {
        domainId: job.domainId,
        actorId: job.createdBy,
        actor: user?.username ?? 'system',
        action: 'action_message',
        object: context.actionName,
        details: { kind: 'actions', id: job.objectId, message: step.message, jobId: job.id },
      });
      return stepDone(said('postedToRibbon'));
    }
  }
}

/** The saved action a run reads (parsed again: the row may predate a change of the schema). */
async function actionOf(app: FastifyInstance, job: ClaimedJob) {
  const row = await app.db
    .selectFrom('actions')
    .select(['name', 'steps'])
    .where('id', '=', job.objectId ?? '')
    .where('domain_id', '=', job.domainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('The action was deleted');
  return { name: row.name, steps: actionStepSchema.array().parse(row.steps) };
}

const label = (step: ActionStep, index: number) => step.title || `${index + 1}. ${step.type}`;

/** A step as its run's log names it: its title, and a built-in's code and number (said in the user's language). */
const stepOf = ({ title, builtin, index }: ActionStepOutcome) => ({
  step: title,
  ...(builtin ? { builtin, number: index + 1 } : {}),
});

/**
 * The worker's handler of `action` jobs: the steps in order, each one's outcome (status,
 * duration, message, its job) kept on the run as it goes. A failed step stops the run (the rest
 * `skipped`, the run fails with `step_failed`) unless it may fail; a cancel stops between steps
 * and cancels the step running.
 */
export function actionJobHandler(app: FastifyInstance): JobHandler {
  return async (job, reporter) => {
    const action = await actionOf(app, job);
    const chain = chainOf((await app.jobs.store.result(job.id)).args);
    const outcomes: ActionStepOutcome[] = action.steps.map((step, index) => ({
      index,
      type: step.type,
      title: label(step, index),
      status: 'pending',
      started: null,
      durationMs: null,
      message: '',
    }));
    const save = () => reporter.keep({ steps: outcomes });
    const skipRest = (from: number, status: 'skipped' | 'cancelled') => {
      for (const outcome of outcomes.slice(from)) outcome.status = status;
    };
    await save();
    let failed = 0;
    for (const [index, step] of action.steps.entries()) {
      const outcome = outcomes[index] as ActionStepOutcome;
      if (reporter.signal.aborted) {
        skipRest(index, 'cancelled');
        await save();
        throw cancelled();
      }
      const started = Date.now();
      Object.assign(outcome, { status: 'running', started: new Date(started).toISOString() });
      await save();
      try {
        const done = await runStep(app, job, reporter, step, {
          actionName: action.name,
          chain,
          stepNumber: index + 1,
          named: (name, builtin) => {
            if (step.title) return;
            outcome.title = `${index + 1}. ${name}`;
            if (builtin) outcome.builtin = builtin;
          },
        });
        Object.assign(outcome, { status: 'succeeded', ...done, durationMs: Date.now() - started });
      } catch (error) {
        const known = error instanceof AppError && error.status < 500;
        if (!known) app.log.error({ err: error, jobId: job.id, step: index }, 'action step failed');
        const code = known ? error.code : 'internal_error';
        const message = known ? error.message : 'The step failed; the server log has the details';
        const run = (error as { run?: StepRun }).run;
        const stopped = reporter.signal.aborted;
        Object.assign(outcome, {
          status: stopped ? 'cancelled' : 'failed',
          code,
          message,
          durationMs: Date.now() - started,
          ...run,
        });
        if (stopped || !step.continueOnError) {
          skipRest(index + 1, stopped ? 'cancelled' : 'skipped');
          await save();
          await reporter.progress(
            index / action.steps.length,
            {},
            stopped
              ? said('stepCancelled', { ...stepOf(outcome), ms: outcome.durationMs ?? 0 })
              : said('stepFailed', { ...stepOf(outcome), code, message }),
          );
          if (stopped) throw cancelled();
          throw new AppError(400, 'step_failed', `Step ${index + 1} (${outcome.title}) failed: ${message}`, {
            step: index,
            code,
          });
        }
        failed += 1;
      }
      await save();
      const told = { ...stepOf(outcome), ms: outcome.durationMs ?? 0 };
      await reporter.progress(
        (index + 1) / action.steps.length,
        {},
        outcome.status === 'failed'
          ? said('stepFailedContinued', { ...told, code: outcome.code ?? 'internal_error' })
          : said('stepSucceeded', told),
      );
    }
    if (failed > 0) await reporter.progress(1, {}, said('stepsFailed', { count: failed }));
  };
}
