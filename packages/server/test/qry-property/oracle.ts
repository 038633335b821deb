import type { Condition, FilterNode } from '@cubus/shared';

type Row = Record<string, unknown>;
export type FieldTypes = Record<string, string>;

/** A plain, independent reading of a condition: null never matches a comparison (SQL's unknown). */
function matches(row: Row, condition: Condition, types: FieldTypes): boolean {
  const raw = row[condition.field];
  const value = condition.value as unknown;
  const type = types[condition.field];
  if (condition.op === 'null') return raw === null;
  if (condition.op === 'notnull') return raw !== null;
  if (raw === null || raw === undefined) return false;
  if (type === 'tags') {
    const tags = raw as string[];
    return condition.op === 'contains'
      ? tags.includes(value as string)
      : (value as string[]).some((v) => tags.includes(v));
  }
  const norm = (v: unknown) =>
    type === 'datetime' ? Date.parse(v as string) : type === 'uuid' ? String(v).toLowerCase() : v;
  const a = norm(raw) as number | string | boolean;
  const cmp = (b: unknown) => {
    const n = norm(b) as number | string | boolean;
    return a < n ? -1 : a > n ? 1 : 0;
  };
  const text = String(raw).toLowerCase();
  const needle = String(value).toLowerCase();
  switch (condition.op) {
    case 'eq':
      return cmp(value) === 0;
    case 'ne':
      return cmp(value) !== 0;
    case 'lt':
      return cmp(value) < 0;
    case 'le':
      return cmp(value) <= 0;
    case 'gt':
      return cmp(value) > 0;
    case 'ge':
      return cmp(value) >= 0;
    case 'in':
      return (value as unknown[]).some((v) => cmp(v) === 0);
    case 'nin':
      return (value as unknown[]).every((v) => cmp(v) !== 0);
    case 'between':
      return cmp((value as unknown[])[0]) >= 0 && cmp((value as unknown[])[1]) <= 0;
    case 'contains':
      return text.includes(needle);
    case 'starts':
      return text.startsWith(needle);
    case 'ends':
      return text.endsWith(needle);
    default:
      return false;
  }
}

/** `undefined` when nothing active is in the node (it does not constrain). */
export function evaluate(node: FilterNode, row: Row, types: FieldTypes): boolean | undefined {
  if (node.isactive === false) return undefined;
  const results: boolean[] = [];
  for (const c of node.conditions ?? []) if (c.isactive !== false) results.push(matches(row, c, types));
  for (const child of node.childnodes ?? []) {
    const result = evaluate(child, row, types);
    if (result !== undefined) results.push(result);
  }
  if (results.length === 0) return undefined;
  return node.operator.sid === 'or' ? results.some(Boolean) : results.every(Boolean);
}

export function mentions(node: FilterNode | undefined, names: string[]): boolean {
  if (!node || node.isactive === false) return false;
  if ((node.conditions ?? []).some((c) => c.isactive !== false && names.includes(c.field))) return true;
  return (node.childnodes ?? []).some((child) => mentions(child, names));
}

function compareValues(a: unknown, b: unknown, type: string): number {
  if (type === 'text') {
    const [la, lb] = [String(a).toLowerCase(), String(b).toLowerCase()];
    if (la !== lb) return la < lb ? -1 : 1;
  }
  const [x, y] = type === 'boolean' ? [Number(a), Number(b)] : [a as string | number, b as string | number];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The engines' order: nulls last ascending, first descending; then the tie-break keys ascending. */
export function sortRows(
  rows: Row[],
  sorts: { field: string; dir: 'asc' | 'desc' }[],
  types: FieldTypes,
): Row[] {
  return [...rows].sort((r1, r2) => {
    for (const { field, dir } of sorts) {
      const [a, b] = [r1[field], r2[field]];
      if (a === b) continue;
      const sign = dir === 'asc' ? 1 : -1;
      if (a === null) return sign;
      if (b === null) return -sign;
      const c = compareValues(a, b, types[field] ?? 'text');
      if (c !== 0) return sign * c;
    }
    return 0;
  });
}
