import { z } from 'zod';
import type { BuiltinProcedure } from './builtin-procedures';
import type { RunMessageKey, RunMessageValues } from './run-messages';
import { scheduleSchema } from './schedules';

/** At most this many steps in an action, and this long a ribbon message. */
export const actionLimits = { maxSteps: 50, maxMessage: 1000 } as const;

/** The kinds whose successful run can start an action ("after … finishes"). */
export const actionAfterKinds = ['actions', 'imports'] as const;

/**
 * What starts an action besides Run: nothing (`manual`), a cron `schedule` (a tick while a run
 * is queued or running is skipped; a tick missed while the server was down runs once at start),
 * or the successful end of a run of another action or an import (`after`). A chain of `after`
 * triggers that would start the action again is refused (400 `action_cycle`).
 * @example {type: 'after', kind: 'imports', objectId: '…'}
 */
export const actionTriggerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('manual') }),
  z.strictObject({ type: z.literal('schedule'), schedule: scheduleSchema }),
  z.strictObject({ type: z.literal('after'), kind: z.enum(actionAfterKinds), objectId: z.guid() }),
]);
export type ActionTrigger = z.output<typeof actionTriggerSchema>;
export type ActionTriggerType = ActionTrigger['type'];

/** A value given to a procedure's argument; checked against its declared type when saved and when run. */
const argValueSchema = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);

/** What every step has: an optional title for the log, and whether a failure stops the action. */
const stepCommon = {
  title: z.string().trim().max(200).optional(),
  continueOnError: z.boolean().default(false),
};

export const actionStepTypes = ['import', 'procedure', 'mount', 'copy-scenario', 'ribbon'] as const;
export type ActionStepType = (typeof actionStepTypes)[number];

/**
 * One step: run an import, run a procedure with arguments, refresh a mount's columns, copy a
 * scenario of a cube, or post a message to the Ribbon. Objects are named by id and must be of the
 * action's domain (404 `not_found` otherwise, when saved and when run).
 * @example {type: 'procedure', procedureId: '…', args: {factor: 1.05}}
 */
// Ids as 8-4-4-4-12 hex: a built-in procedure's id is an md5, not an RFC 4122 version.
export const actionStepSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('import'), importId: z.guid(), ...stepCommon }),
  z.strictObject({
    type: z.literal('procedure'),
    procedureId: z.guid(),
    args: z.record(z.string().max(63), argValueSchema).default({}),
    ...stepCommon,
  }),
  z.strictObject({ type: z.literal('mount'), mountId: z.guid(), ...stepCommon }),
  z.strictObject({
    type: z.literal('copy-scenario'),
    cubeId: z.guid(),
    from: z.string().trim().min(1).max(200),
    to: z.string().trim().min(1).max(200),
    factor: z.number().finite().default(1),
    ...stepCommon,
  }),
  z.strictObject({
    type: z.literal('ribbon'),
    message: z.string().trim().min(1).max(actionLimits.maxMessage),
    ...stepCommon,
  }),
]);
export type ActionStep = z.output<typeof actionStepSchema>;
export type ActionStepInput = z.input<typeof actionStepSchema>;

/**
 * An action's values for `/api/qry {object: 'actions'}`; `{op: 'run', object: 'actions', id}` →
 * `{jobId}` (kind `action`): one job runs the steps in order, each import or procedure step as a
 * job of its own (its `jobId` in the step's outcome). A failed step stops the action unless it
 * has `continueOnError`; Cancel stops between steps and cancels the step running.
 * @example {name: 'Nightly budget', trigger: {type: 'schedule', schedule: {cron: '0 6 * * *', timezone: 'UTC', enabled: true}}, steps: [{type: 'import', importId}]}
 */
export const actionValuesSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  trigger: actionTriggerSchema,
  steps: z.array(actionStepSchema).min(1).max(actionLimits.maxSteps),
});
export type ActionValues = z.input<typeof actionValuesSchema>;

export const actionStepStatuses = [
  'pending',
  'running',
  'succeeded',
  'failed',
  'skipped',
  'cancelled',
] as const;
export type ActionStepStatus = (typeof actionStepStatuses)[number];

/** What became of one step of a run: the job's `steps` field holds one per step, in order. */
export interface ActionStepOutcome {
  index: number;
  type: ActionStepType;
  title: string;
  status: ActionStepStatus;
  started: string | null;
  durationMs: number | null;
  /** A line for the log in English: what the step did, or why it failed. */
  message: string;
  /** What a succeeded step did as a run's log line says it: its key and values (`runMessages.<key>`). */
  said?: { key: RunMessageKey; values: RunMessageValues };
  /** The error code of a failed step. */
  code?: string;
  /** The job of an import or procedure step. */
  jobId?: string;
  /** The import or procedure that job ran (a copy of a scenario: the built-in procedure), where its run is shown. */
  objectId?: string;
  /** An untitled step's built-in procedure: its title names it in English, the console in the user's language. */
  builtin?: BuiltinProcedure;
}
