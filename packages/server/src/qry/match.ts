import { type ParsedMatch, type ParsedSelect, qryLimits, selectRequestSchema } from '@cubus/shared';
import { queryError } from '../engine/compiler/query-error';
import { AppError } from '../lib/app-error';
import type { KindContext, ObjectKind } from './object-kind';
import { selectRows } from './records';

/**
 * The keys of every row a `match` finds, read the way `select` reads them (domain, the kind's
 * scope, deleted rows hidden unless the filter asks for them), sorted by key and paged, so the
 * snapshot is whole before anything changes. Over `maxMatchRows` is 400 `limit_too_high`.
 * @example await matchedIds(todoKind, ctx, {search: 'report'}) // ['0b9…', '5c1…']
 */
export async function matchedIds(
  kind: ObjectKind,
  context: KindContext,
  match: ParsedMatch,
): Promise<(string | number)[]> {
  const key = kind.fields.find((field) => field.name === kind.source.key);
  if (!key) throw new AppError(405, 'operation_not_allowed', `${kind.name} has no key`, { path: 'match' });
  const target = {
    ...kind,
    fields: kind.fields.map((field) => (field === key ? { ...field, sortable: true } : field)),
  };
  const except = new Set((match.except ?? []).map(String));
  const ids: (string | number)[] = [];
  for (let offset = 0; ; offset += qryLimits.maxLimit) {
    const request: ParsedSelect = selectRequestSchema.parse({
      op: 'select',
      object: kind.name,
      fields: [key.name],
      ...(match.search === undefined ? {} : { search: match.search }),
      ...(match.filter === undefined ? {} : { filter: match.filter }),
      orderby: { isActive: true, sorts: [{ field: key.name, dir: 'asc' }] },
      offset,
      limit: qryLimits.maxLimit,
    });
    const page = await selectRows(target, context, request);
    if (page.total - except.size > qryLimits.maxMatchRows)
      throw queryError('limit_too_high', 'match', `More than ${qryLimits.maxMatchRows} rows match`);
    for (const row of page.rows) {
      const id = row[key.name] as string | number;
      if (!except.has(String(id))) ids.push(id);
    }
    if (page.rows.length < qryLimits.maxLimit) return ids;
  }
}
