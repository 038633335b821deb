import { randomUUID } from 'node:crypto';
import { type ProcedureArgument, procedureValuesSchema } from '@cubus/shared';
import { field } from '../../engine/compiler/object-schema';
import type { Row } from '../../engine/engine';
import { type ArgValue, compileStatement } from '../../engine/warehouse/procedures';
import { said } from '../../jobs/run-messages';
import { AppError } from '../../lib/app-error';
import { editableTail, type KindContext, type ObjectKind, type WriteValue } from '../../qry/object-kind';
import { getRow } from '../../qry/records';
import { changeRows, updateRow } from '../../qry/writes';
import { findCube } from '../cubes/cube-store';
import { nameInDomain } from '../in-domain';
import { builtinById, builtinRowsSql } from './builtins';
import { checkArgs } from './procedure-args';
import { checkBody } from './procedure-body';

const kind = 'procedures';

const builtinRefused = () =>
  new AppError(400, 'procedure_builtin', 'Built-in procedures cannot be changed', { path: 'id' });

/**
 * A body that will run: at least one statement, every `$name` declared, its references and cubes
 * of the domain, and each statement of a form and with calls the warehouse's engine allows (400
 * `procedure_invalid`, `statement_not_allowed` or `statement_not_supported`; see `ProcedureRunner.check`).
 */
async function checkSaved(body: string, declared: ProcedureArgument[], context: KindContext): Promise<void> {
  const { procedures } = context.app.warehouse;
  const statements = checkBody(body, procedures.lexis);
  // What the check reads: a table argument as a placeholder name, values as typed NULLs.
  const names = new Map<string, ArgValue>(
    declared.map((a) => [
      a.name.toLowerCase(),
      a.type === 'table' ? { table: 't' } : { value: null, type: a.type },
    ]),
  );
  for (const [index, arg] of declared.entries()) {
    const at = `values.arguments.${index}`;
    if (arg.refId) await nameInDomain(context.app, context.auth.domain.id, 'refs', arg.refId, `${at}.refId`);
    if (arg.cubeId)
      await nameInDomain(context.app, context.auth.domain.id, 'cubes', arg.cubeId, `${at}.cubeId`);
  }
  for (const [index, arg] of declared.entries())
    if (
      arg.type === 'scenario' &&
      arg.cubeArg &&
      !declared.some((a) => a.name === arg.cubeArg && a.type === 'cube')
    )
      throw new AppError(400, 'validation_failed', 'cubeArg names an argument of type cube', {
        path: `values.arguments.${index}.cubeArg`,
      });
  await procedures.check(context.auth.domain.id, statements, names);
}

/** A run's arguments as its log says them, `name = value`: a cube by its name, not its id. */
async function argsInWords(
  context: KindContext,
  declared: ProcedureArgument[],
  args: Record<string, unknown>,
) {
  const words: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    const arg = declared.find((a) => a.name.toLowerCase() === name.toLowerCase());
    const cube =
      arg?.type === 'cube' && typeof value === 'string'
        ? (await findCube(context.app, context.auth.domain.id, value)).name
        : undefined;
    words.push(`${name} = ${cube ?? (typeof value === 'string' ? value : JSON.stringify(value))}`);
  }
  return words.join(', ');
}

/** `run`: arguments checked (400, nothing run), then a `procedure` job queued → `{jobId}`. */
async function runProcedure(id: string | number, args: Record<string, unknown>, context: KindContext) {
  const row = await getRow(proceduresKind, context, id);
  if (row.deleted) throw new AppError(400, 'validation_failed', 'The procedure is deleted', { path: 'id' });
  const declared = row.arguments as ProcedureArgument[];
  const checked = await checkArgs(context.app, context.auth.domain.id, declared, args);
  if (!row.builtin) {
    const { procedures } = context.app.warehouse;
    for (const statement of checkBody(String(row.body), procedures.lexis))
      compileStatement(statement, checked, procedures.binding);
  }
  const jobId = randomUUID();
  await context.app.jobs.store.enqueue({
    id: jobId,
    domainId: context.auth.domain.id,
    kind: 'procedure',
    objectId: String(row.id),
    createdBy: context.auth.user.id,
    result: { args },
    note:
      Object.keys(args).length > 0
        ? said('queuedWithArgs', { args: await argsInWords(context, declared, args) })
        : said('queued'),
  });
  context.app.jobs.worker.wake();
  return { jobId };
}

/**
 * Procedures: a body in the SQL of the domain's warehouse engine with typed `$name` arguments
 * (shapes in shared `procedures.ts`), run as a `procedure` job in a sandboxed session of the
 * domain by the engine's `ProcedureRunner`. The built-in
 * ones (Copy Scenario, Clear cube slice, Recalculate totals) are rows of every domain, read-only.
 */
export const proceduresKind: ObjectKind = {
  name: kind,
  subject: 'procedures',
  store: 'metadata',
  registry: { table: 'procedures' },
  source: {
    from: `(SELECT id, domain_id, name, description, arguments, body, NULL::text AS builtin, created_by,
      created_at, updated_at, deleted_at, version FROM procedures UNION ALL ${builtinRowsSql}) pr
      LEFT JOIN users pu ON pu.id = pr.created_by`,
    domain: { column: 'pr.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'pr.id', { kind }),
    field('name', 'text', 'pr.name', { kind, editable: true, required: true }),
    field('description', 'text', 'pr.description', { kind, editable: true }),
    field('arguments', 'json', 'pr.arguments', { kind, editable: true }),
    field('body', 'text', 'pr.body', { kind, editable: true, required: true, searchable: false }),
    field('builtin', 'text', 'pr.builtin', { kind, searchable: false }),
    field('createdBy', 'text', 'pu.username', { kind, searchable: false }),
    ...editableTail(kind, 'pr'),
  ],
  ops: ['select', 'get', 'create', 'update', 'delete', 'restore', 'remove', 'run', 'schema'],
  softDelete: true,
  versioned: true,
  write: {
    table: 'procedures',
    values: procedureValuesSchema,
    async toColumns(values, context, mode, current?: Row) {
      const columns: Record<string, WriteValue> = {};
      if (values.name !== undefined) columns.name = { value: String(values.name) };
      if (values.description !== undefined) columns.description = { value: String(values.description) };
      if (values.arguments !== undefined)
        columns.arguments = { value: JSON.stringify(values.arguments), cast: 'jsonb' };
      if (values.body !== undefined) columns.body = { value: String(values.body) };
      if (mode === 'create' && (!columns.name || !columns.body))
        throw new AppError(400, 'validation_failed', 'A procedure needs a name and a body', {
          path: !columns.name ? 'values.name' : 'values.body',
        });
      if (values.body !== undefined || values.arguments !== undefined)
        await checkSaved(
          String(values.body ?? current?.body ?? ''),
          (values.arguments ?? current?.arguments ?? []) as ProcedureArgument[],
          context,
        );
      if (mode === 'create') columns.created_by = { value: context.auth.user.id, cast: 'uuid' };
      return columns;
    },
    label: (row) => String(row.name ?? row.id),
  },
  handlers: {
    run: runProcedure,
    async update(id, version, values, context) {
      if (builtinById(context.auth.domain.id, id)) throw builtinRefused();
      return updateRow(proceduresKind, context, id, version, values);
    },
    async change(op, ids, context) {
      if (ids.some((id) => builtinById(context.auth.domain.id, id))) throw builtinRefused();
      return changeRows(proceduresKind, context, op, ids);
    },
  },
};
