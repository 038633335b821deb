import type { ParsedSelect, SelectAnswer, SelectPage } from '@cubus/shared';
import { filterMentions } from '../engine/compiler/filter';
import type { SqlParams } from '../engine/compiler/params';
import { compileSelect, windowTotalColumn } from '../engine/compiler/select';
import { scalarFor } from '../engine/compiler/values';
import type { Row } from '../engine/engine';
import { notFound } from '../lib/app-error';
import { kindEngine } from '../objects/run-query';
import type { KindContext, ObjectKind } from './object-kind';

/** The compile context of a kind for the caller: the domain, the kind's scope, deleted rows hidden. */
function contextFor(kind: ObjectKind, context: KindContext, request: ParsedSelect | null) {
  const hideDeleted =
    kind.softDelete &&
    request !== null &&
    !filterMentions(request.filter, 'deleted') &&
    !filterMentions(request.filter, 'isDeleted');
  const deleted = kind.fields.find((f) => f.name === 'deleted');
  return {
    domainId: context.auth.domain.id,
    userId: context.auth.user.id,
    allDomains: context.auth.role === 'root',
    scope: (params: SqlParams) => [
      ...(kind.scope?.(params, context) ?? []),
      ...(hideDeleted && deleted ? [`${deleted.sql} IS NULL`] : []),
    ],
  };
}

/** A select compiled for the caller, as `selectRows` runs it (exports the engine writes itself use `allRows`). */
export function compileFor(kind: ObjectKind, context: KindContext, request: ParsedSelect) {
  return compileSelect(request, kind, contextFor(kind, context, request), kindEngine(kind, context).dialect);
}

/**
 * `select` on any kind: compiled for the kind's store, rows and total over the same filter.
 * Soft-deleted rows are left out unless the filter has an active condition on `deleted`.
 * @example await selectRows(todoKind, ctx, {op: 'select', object: 'todo', offset: 0, limit: 100})
 */
export async function selectRows(
  kind: ObjectKind,
  context: KindContext,
  request: ParsedSelect,
): Promise<SelectAnswer> {
  const compiled = compileFor(kind, context, request);
  const engine = kindEngine(kind, context);
  if (compiled.rowsWithTotal && request.limit > 0) {
    const [counted = []] = await engine.run([compiled.rowsWithTotal]);
    // Past the last group the page is empty and carries no count: only then count apart.
    if (counted.length > 0 || request.offset === 0)
      return { columns: compiled.columns, ...withoutWindowTotal(counted) };
  }
  const statements = request.limit === 0 ? [compiled.total] : [compiled.total, compiled.rows];
  const [totals, rows] = await engine.run(statements);
  return { columns: compiled.columns, rows: rows ?? [], total: Number(totals?.[0]?.total ?? 0) };
}

/** A grouped page's rows without the window count, and the count. */
function withoutWindowTotal(counted: Row[]): { rows: Row[]; total: number } {
  const total = Number(counted[0]?.[windowTotalColumn] ?? 0);
  const rows = counted.map(({ [windowTotalColumn]: _count, ...row }) => row);
  return { rows, total };
}

/**
 * A select sent with `total: false`: its rows without the count, for a grid's later windows of a
 * query it has counted once (a count of a filtered million rows is a scan of its own).
 */
export async function selectPage(
  kind: ObjectKind,
  context: KindContext,
  request: ParsedSelect,
): Promise<SelectPage> {
  const compiled = compileFor(kind, context, request);
  const [rows] = await kindEngine(kind, context).run([compiled.rows]);
  return { columns: compiled.columns, rows: rows ?? [] };
}

/** One record by key (deleted ones too), or 404; an id that cannot be a key is simply not found. */
export async function getRow(kind: ObjectKind, context: KindContext, id: string | number): Promise<Row> {
  const key = kind.fields.find((f) => f.name === kind.source.key);
  if (!key || scalarFor(key, id) === undefined) throw notFound();
  const request: ParsedSelect = {
    op: 'select',
    object: kind.name,
    offset: 0,
    limit: 1,
    filter: {
      operator: { sid: 'and' },
      conditions: [{ isactive: true, field: key.name, op: 'eq', value: id }],
    },
  };
  const engine = kindEngine(kind, context);
  const compiled = compileSelect(
    request,
    { ...kind, fields: kind.fields.map((f) => (f === key ? { ...f, filterable: true } : f)) },
    contextFor(kind, context, null),
    engine.dialect,
  );
  const [rows] = await engine.run([compiled.rows]);
  const row = rows?.[0];
  if (!row) throw notFound();
  return row;
}
