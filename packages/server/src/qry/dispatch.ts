import {
  type ObjectOp,
  type ParsedMatch,
  type ParsedQryRequest,
  qryLimits,
  qryMeta,
  type SchemaAnswer,
} from '@cubus/shared';
import { queryError } from '../engine/compiler/query-error';
import { AppError, forbidden } from '../lib/app-error';
import { matchedIds } from './match';
import { type KindContext, type ObjectKind, opActions } from './object-kind';
import { getRow, selectPage, selectRows } from './records';
import { changeRows, createRow, updateRow } from './writes';

/** An answer and its status (201 for create). */
export interface QryAnswer {
  status: number;
  body: unknown;
}

function schemaOf(kind: ObjectKind, context: KindContext): SchemaAnswer {
  return {
    object: kind.name,
    key: kind.source.key,
    fields: kind.fields.map(({ sql: _sql, ...info }) => info),
    ops: kind.ops.filter((op) => context.auth.ability.can(opActions[op], kind.subject)),
    softDelete: kind.softDelete,
    versioned: kind.versioned,
  };
}

/** The kind a request names, checked: 400 `unknown_object`, 403 without the right, 405 for an op it lacks. */
export async function kindFor(objectName: string, op: ObjectOp, context: KindContext): Promise<ObjectKind> {
  const kind = await context.app.objects.resolve(objectName, context);
  if (!kind) throw queryError('unknown_object', 'object', `No object "${objectName}"`);
  if (!context.auth.ability.can(opActions[op], kind.subject)) throw forbidden();
  if (!kind.ops.includes(op))
    throw new AppError(405, 'operation_not_allowed', `${kind.name} does not allow ${op}`, { path: 'op' });
  return kind;
}

/**
 * `delete`, `restore` or `remove` of the rows named by `ids`, or of every row `match` finds, in
 * chunks of `maxIds`; the kind's own rules (soft delete, scope, domain) apply to each chunk.
 */
async function change(
  kind: ObjectKind,
  context: KindContext,
  op: 'delete' | 'restore' | 'remove',
  target: { ids?: (string | number)[] | undefined; match?: ParsedMatch | undefined },
): Promise<number> {
  const ids = target.match ? await matchedIds(kind, context, target.match) : (target.ids ?? []);
  let count = 0;
  for (let at = 0; at < ids.length; at += qryLimits.maxIds) {
    const chunk = ids.slice(at, at + qryLimits.maxIds);
    count += kind.handlers?.change
      ? await kind.handlers.change(op, chunk, context)
      : await changeRows(kind, context, op, chunk);
  }
  return count;
}

/**
 * Runs one parsed `/api/qry` request for the caller: the object's kind, the permission its op
 * needs, then the kind's handler.
 * @example await dispatch({op: 'delete', object: 'todo', ids: [id]}, ctx) // {status: 200, body: {count: 1}}
 */
export async function dispatch(request: ParsedQryRequest, context: KindContext): Promise<QryAnswer> {
  if (request.op === 'meta') return { status: 200, body: qryMeta() };
  const kind = await kindFor(request.object, request.op, context);
  switch (request.op) {
    case 'select': {
      const paged = request.total === false && request.limit > 0;
      const body = paged
        ? await selectPage(kind, context, request)
        : await selectRows(kind, context, request);
      return { status: 200, body };
    }
    case 'get': {
      const get = kind.handlers?.get;
      const row = get ? await get(request.id, context) : await getRow(kind, context, request.id);
      return { status: 200, body: { row } };
    }
    case 'create': {
      const create = kind.handlers?.create;
      const row = create
        ? await create(request.values, context)
        : await createRow(kind, context, request.values);
      return { status: 201, body: { row } };
    }
    case 'update': {
      const { id, version, values } = request;
      const update = kind.handlers?.update;
      const row = update
        ? await update(id, version, values, context)
        : await updateRow(kind, context, id, version, values);
      return { status: 200, body: { row } };
    }
    case 'remove':
      if (request.confirm !== true)
        throw queryError('confirmation_required', 'confirm', 'remove deletes for good: send confirm: true');
      return { status: 200, body: { count: await change(kind, context, 'remove', request) } };
    case 'delete':
    case 'restore':
      return { status: 200, body: { count: await change(kind, context, request.op, request) } };
    case 'schema':
      return { status: 200, body: schemaOf(kind, context) };
    case 'run': {
      const run = kind.handlers?.run;
      if (!run)
        throw new AppError(405, 'operation_not_allowed', `${kind.name} does not allow run`, { path: 'op' });
      return { status: 200, body: await run(request.id, request.args ?? {}, context) };
    }
  }
}
