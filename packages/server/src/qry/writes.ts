import { randomUUID } from 'node:crypto';
import type { RibbonAction } from '@cubus/shared';
import type { z } from 'zod';
import type { CompiledSql } from '../engine/compiler/object-schema';
import { SqlParams } from '../engine/compiler/params';
import { queryError } from '../engine/compiler/query-error';
import { scalarFor } from '../engine/compiler/values';
import { postgresDialect } from '../engine/dialects/postgres';
import type { Row } from '../engine/engine';
import { logActivity } from '../lib/activity';
import { AppError, forbidden } from '../lib/app-error';
import { runMetadata } from '../objects/run-query';
import type { KindContext, ObjectKind, WriteRules, WriteValue } from './object-kind';
import { getRow } from './records';

const conflict = (version: unknown) =>
  new AppError(409, 'conflict', 'Someone changed this in the meantime', { version });

function rulesOf(kind: ObjectKind): WriteRules {
  if (!kind.write) throw new Error(`kind ${kind.name} has no write rules`);
  return kind.write;
}

/** Values checked by the kind's schema; the first problem is 400 `validation_failed` at `values.<name>`. */
export function checkValues(schema: z.ZodObject, values: Record<string, unknown>): Record<string, unknown> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys : [];
  const path = ['values', ...(issue?.path ?? []), ...keys.slice(0, 1)].join('.');
  throw new AppError(400, 'validation_failed', issue?.message ?? 'Invalid values', {
    path,
    issues: parsed.error.issues,
  });
}

function bind(params: SqlParams, write: WriteValue): string {
  const placeholder = params.add(write.value as never);
  return write.cast ? `${placeholder}::${write.cast}` : placeholder;
}

function audit(context: KindContext, kind: ObjectKind, action: RibbonAction, rows: Row[]): Promise<unknown> {
  const { user, domain } = context.auth;
  const label = rulesOf(kind).label;
  return Promise.all(
    rows.map((row) =>
      logActivity(context.app.db, {
        domainId: domain.id,
        actorId: user.id,
        actor: user.username,
        action,
        object: label(row),
        details: { kind: kind.name, id: String(row.id), name: label(row) },
      }),
    ),
  );
}

/**
 * The kind's `writing` hook, one INSERT or UPDATE … RETURNING and its `written` hook in one
 * transaction; no row back (a stale version) is a 409 that rolls the hook's changes back.
 */
function writeIn(
  context: KindContext,
  rules: WriteRules,
  statement: CompiledSql,
  values: Record<string, unknown>,
  current?: Row,
): Promise<Row> {
  return context.app.db.transaction().execute(async (trx) => {
    await rules.writing?.(values, context, trx, current);
    const [row] = await runMetadata(context.app, statement, trx);
    if (!row) throw conflict(current?.version);
    await rules.written?.(row, values, context, trx);
    return row;
  });
}

/** `create` → the new row, as `get` would answer it. */
export async function createRow(
  kind: ObjectKind,
  context: KindContext,
  values: Record<string, unknown>,
): Promise<Row> {
  const rules = rulesOf(kind);
  const checked = checkValues(rules.values.partial().strict(), values);
  const columns = await rules.toColumns(checked, context, 'create');
  const params = new SqlParams(postgresDialect);
  const id = randomUUID();
  const names = ['id', 'domain_id', ...Object.keys(columns)];
  const placeholders = [
    bind(params, { value: id, cast: 'uuid' }),
    bind(params, { value: context.auth.domain.id, cast: 'uuid' }),
    ...Object.values(columns).map((value) => bind(params, value)),
  ];
  const sql = `INSERT INTO ${rules.table} (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`;
  const inserted = await writeIn(context, rules, { sql, params: params.values }, checked);
  await audit(context, kind, 'create', [inserted]);
  return getRow(kind, context, id);
}

/** `update` with the version read: another change since → 409, nothing written. */
export async function updateRow(
  kind: ObjectKind,
  context: KindContext,
  id: string | number,
  version: number,
  values: Record<string, unknown>,
): Promise<Row> {
  const rules = rulesOf(kind);
  const current = await getRow(kind, context, id);
  const checked = checkValues(rules.values.partial().strict(), values);
  const columns = await rules.toColumns(checked, context, 'update', current);
  const params = new SqlParams(postgresDialect);
  const sets = Object.entries(columns).map(([name, value]) => `${name} = ${bind(params, value)}`);
  const where = [
    `id = ${bind(params, { value: String(id), cast: 'uuid' })}`,
    `domain_id = ${bind(params, { value: context.auth.domain.id, cast: 'uuid' })}`,
  ];
  const scope = rules.changeScope?.(params, context) ?? [];
  if (scope.length > 0) {
    const allowed = await runMetadata(context.app, {
      sql: `SELECT 1 AS ok FROM ${rules.table} WHERE ${[...where, ...scope].join(' AND ')}`,
      params: [...params.values],
    });
    if (allowed.length === 0) throw forbidden();
  }
  where.push(`version = ${params.add(version)}`, ...scope);
  const sql = `UPDATE ${rules.table} SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE ${where.join(' AND ')} RETURNING *`;
  const updated = await writeIn(context, rules, { sql, params: params.values }, checked, current);
  await audit(context, kind, 'update', [updated]);
  return getRow(kind, context, id);
}

/** Ids of a bulk op as keys; one that cannot be a key is 400 at `ids[i]`. */
export function keysOf(ids: (string | number)[]): string[] {
  return ids.map((id, index) => {
    const key = scalarFor({ type: 'uuid' }, id);
    if (typeof key !== 'string') throw queryError('invalid_value', `ids[${index}]`, 'not a record id');
    return key;
  });
}

/** `delete` (soft), `restore` and `remove` (for good) of the caller's rows among `ids` → how many changed. */
export async function changeRows(
  kind: ObjectKind,
  context: KindContext,
  op: 'delete' | 'restore' | 'remove',
  ids: (string | number)[],
): Promise<number> {
  const rules = rulesOf(kind);
  const params = new SqlParams(postgresDialect);
  const list = keysOf(ids).map((id) => bind(params, { value: id, cast: 'uuid' }));
  const where = [
    `id IN (${list.join(', ')})`,
    `domain_id = ${bind(params, { value: context.auth.domain.id, cast: 'uuid' })}`,
    ...(rules.changeScope?.(params, context) ?? []),
  ];
  const touch = 'version = version + 1, updated_at = now()';
  const sql =
    op === 'remove'
      ? `DELETE FROM ${rules.table} WHERE ${where.join(' AND ')} RETURNING *`
      : op === 'delete'
        ? `UPDATE ${rules.table} SET deleted_at = now(), ${touch} WHERE ${where.join(' AND ')} AND deleted_at IS NULL RETURNING *`
        : `UPDATE ${rules.table} SET deleted_at = NULL, ${touch} WHERE ${where.join(' AND ')} AND deleted_at IS NOT NULL RETURNING *`;
  const rows = await runMetadata(context.app, { sql, params: params.values });
  if (op === 'remove') await rules.removed?.(rows, context);
  await audit(context, kind, op, rows);
  return rows.length;
}
