import { randomUUID } from 'node:crypto';
import { type ActionStep, type ActionTrigger, actionStepSchema, actionValuesSchema } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import { said } from '../../jobs/run-messages';
import { nextRunAfter } from '../../jobs/schedule-rule';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import { nameInDomain } from '../in-domain';
import { builtinOfSql, builtinRowsSql } from '../procedures/builtins';
import { checkSteps } from './action-steps';
import { refuseCycle } from './action-triggers';

const kind = 'actions';
const json = (value: unknown): WriteValue => ({ value: JSON.stringify(value), cast: 'jsonb' });
// The schedule lives in `schedules` (jobs/schedule-store.ts); the trigger holds it as saved.
const lastRunSql = (column: string) =>
  `(SELECT aj.${column} FROM jobs aj WHERE aj.object_id = ac.id ORDER BY aj.created_at DESC LIMIT 1)`;

const named = (table: string, idPath: string) =>
  `(SELECT n.name FROM ${table} n WHERE n.id::text = ${idPath} AND n.domain_id = ac.domain_id)`;
// The trigger's object and each step in words: a step's title, else what it runs, by name.
const triggerObjectSql = `COALESCE(${named('imports', "ac.trigger->>'objectId'")}, ${named('actions', "ac.trigger->>'objectId'")})`;
const stepNamesSql = `ARRAY(SELECT COALESCE(NULLIF(s.value->>'title', ''), CASE s.value->>'type'
    WHEN 'import' THEN ${named('imports', "s.value->>'importId'")}
    WHEN 'procedure' THEN COALESCE(${named('procedures', "s.value->>'procedureId'")},
      ${named(`(${builtinRowsSql})`, "s.value->>'procedureId'")})
    WHEN 'mount' THEN ${named('mounts', "s.value->>'mountId'")}
    WHEN 'copy-scenario' THEN ${named('cubes', "s.value->>'cubeId'")} || ': ' || (s.value->>'from') || ' → ' || (s.value->>'to')
    ELSE s.value->>'message' END)
  FROM jsonb_array_elements(ac.steps) WITH ORDINALITY s(value, n) ORDER BY s.n)`;
// Each step's built-in procedure when its name is that one's (untitled), else null, in the order of `stepNames`.
const stepBuiltinsSql = `to_jsonb(ARRAY(SELECT CASE WHEN s.value->>'type' = 'procedure' AND NULLIF(s.value->>'title', '') IS NULL
    THEN ${builtinOfSql('ac.domain_id', "s.value->>'procedureId'")} END
  FROM jsonb_array_elements(ac.steps) WITH ORDINALITY s(value, n) ORDER BY s.n))`;

/** The object an `after` trigger names is an action or an import of the domain, or 404. */
async function checkTrigger(trigger: ActionTrigger, context: KindContext): Promise<string | null> {
  if (trigger.type === 'schedule') nextRunAfter(trigger.schedule, new Date(), 'values.trigger.schedule');
  if (trigger.type !== 'after') return null;
  const { app, auth } = context;
  await nameInDomain(app, auth.domain.id, trigger.kind, trigger.objectId, 'values.trigger.objectId');
  return trigger.objectId.toLowerCase();
}

/** `run`: the steps checked against the domain as it is now (400/404, nothing run), then an `action` job → `{jobId}`. */
async function runAction(id: string | number, args: Record<string, unknown>, context: KindContext) {
  const row = await getRow(actionsKind, context, id);
  if (row.deleted) throw new AppError(400, 'validation_failed', 'The action is deleted', { path: 'id' });
  const [extra] = Object.keys(args);
  if (extra !== undefined)
    throw new AppError(400, 'argument_invalid', 'An action takes no arguments', { path: `args.${extra}` });
  const steps = actionStepSchema.array().parse(row.steps) as ActionStep[];
  await checkSteps(context.app, context.auth.domain.id, steps, 'steps');
  const jobId = randomUUID();
  await context.app.jobs.store.enqueue({
    id: jobId,
    domainId: context.auth.domain.id,
    kind: 'action',
    objectId: String(row.id),
    createdBy: context.auth.user.id,
    note: said('queuedByRun'),
  });
  context.app.jobs.worker.wake();
  return { jobId };
}

/**
 * Actions: a trigger (manual, a cron schedule, or after a run of another action or an import)
 * and ordered steps (shapes in shared `actions.ts`), run as one `action` job. Steps name objects
 * of the domain, checked when saved and again when run.
 */
export const actionsKind: ObjectKind = {
  name: kind,
  subject: 'actions',
  store: 'metadata',
  registry: { table: 'actions' },
  source: {
    from: 'actions ac LEFT JOIN users acu ON acu.id = ac.created_by LEFT JOIN schedules acs ON acs.object_id = ac.id',
    domain: { column: 'ac.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'ac.id', { kind }),
    field('name', 'text', 'ac.name', { kind, editable: true, required: true }),
    field('description', 'text', 'ac.description', { kind, editable: true }),
    field('trigger', 'json', 'ac.trigger', { kind, editable: true, required: true }),
    field('triggerType', 'enum', `(ac.trigger->>'type')`, {
      kind,
      enumValues: ['manual', 'schedule', 'after'],
      valueTitles: 'actions.trigger',
    }),
    field('triggerKind', 'text', "(ac.trigger->>'kind')", { kind, internal: true }),
    field('triggerObjectId', 'text', "(ac.trigger->>'objectId')", { kind, internal: true }),
    field('triggerObject', 'text', triggerObjectSql, {
      kind,
      searchable: false,
      link: { idField: 'triggerObjectId', kindField: 'triggerKind' },
    }),
    field('steps', 'json', 'ac.steps', { kind, editable: true, required: true }),
    field('stepNames', 'tags', stepNamesSql, { kind }),
    field('stepBuiltins', 'json', stepBuiltinsSql, { kind }),
    field('stepCount', 'integer', 'jsonb_array_length(ac.steps)', { kind }),
    field('nextRun', 'datetime', 'acs.next_run_at', { kind }),
    field('lastStatus', 'enum', lastRunSql('status'), {
      kind,
      enumValues: ['queued', 'running', 'succeeded', 'failed', 'cancelled'],
      valueTitles: 'imports.status',
    }),
    field('lastRun', 'datetime', lastRunSql('created_at'), { kind }),
    field('createdBy', 'text', 'acu.username', { kind, searchable: false }),
    ...editableTail(kind, 'ac'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'run', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'actions',
    values: actionValuesSchema,
    async toColumns(values, context, mode) {
      const columns: Record<string, WriteValue> = {};
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      if (mode === 'create' && (!columns.name || values.steps === undefined))
        throw new AppError(400, 'validation_failed', 'An action needs a name and steps', {
          path: !columns.name ? 'values.name' : 'values.steps',
        });
      if (values.trigger !== undefined) {
        const after = await checkTrigger(values.trigger as ActionTrigger, context);
        columns.trigger = json(values.trigger);
        columns.after_object_id = { value: after, cast: 'uuid' };
      }
      if (values.steps !== undefined) {
        await checkSteps(context.app, context.auth.domain.id, values.steps as ActionStep[], 'values.steps');
        columns.steps = json(values.steps);
      }
      if (mode === 'create') {
        columns.trigger ??= json({ type: 'manual' });
        columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      }
      return columns;
    },
    async written(row, values, context, db) {
      const domainId = context.auth.domain.id;
      await refuseCycle(db, domainId, String(row.id));
      if (values.trigger === undefined) return;
      const trigger = values.trigger as ActionTrigger;
      const owner = { domainId, kind: 'action', objectId: String(row.id), userId: context.auth.user.id };
      await context.app.jobs.schedules.save(db, owner, trigger.type === 'schedule' ? trigger.schedule : null);
    },
    removed: (rows, context) => context.app.jobs.schedules.remove(rows.map((row) => String(row.id))),
    label: (row) => String(row.name ?? row.id),
  },
  handlers: { run: runAction },
};
