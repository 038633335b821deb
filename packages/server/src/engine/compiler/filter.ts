import { type Condition, type FilterNode, operatorsByType } from '@cubus/shared';
import type { FieldDef } from './object-schema';
import type { SqlParams } from './params';
import { queryError } from './query-error';
import { conditionValues, escapeLike } from './values';

const comparisons = { eq: '=', ne: '<>', lt: '<', le: '<=', gt: '>', ge: '>=' } as const;

/** The field a name refers to, or 400 `unknown_field` / `invalid_operator` at the condition. */
function fieldOf(fields: Map<string, FieldDef>, condition: Condition, path: string): FieldDef {
  const field = fields.get(condition.field);
  if (!field?.filterable)
    throw queryError('unknown_field', `${path}.field`, `No filterable field "${condition.field}"`);
  if (!operatorsByType[field.type].includes(condition.op))
    throw queryError('invalid_operator', `${path}.op`, `${condition.op} does not fit ${field.type}`);
  return field;
}

function compileCondition(field: FieldDef, condition: Condition, params: SqlParams, path: string): string {
  const { dialect } = params;
  const values = conditionValues(field, condition.op, condition.value, `${path}.value`);
  const bind = (value: (typeof values)[number]) => dialect.typed(params.add(value), field.type);
  const expr = field.type === 'number' ? dialect.comparableNumber(field.sql) : field.sql;
  switch (condition.op) {
    case 'null':
      return `${expr} IS NULL`;
    case 'notnull':
      return `${expr} IS NOT NULL`;
    case 'in':
    case 'nin': {
      if (field.type === 'tags')
        return `(${values.map((v) => dialect.arrayHas(expr, bind(v))).join(' OR ')})`;
      const list = values.map(bind).join(', ');
      return condition.op === 'in' ? `${expr} IN (${list})` : dialect.notIn(expr, list);
    }
    case 'between':
      return `${expr} BETWEEN ${bind(values[0] ?? null)} AND ${bind(values[1] ?? null)}`;
    case 'contains':
    case 'starts':
    case 'ends': {
      if (field.type === 'tags') return dialect.arrayHas(expr, bind(values[0] ?? null));
      const text = escapeLike(String(values[0]));
      const pattern =
        condition.op === 'contains' ? `%${text}%` : condition.op === 'starts' ? `${text}%` : `%${text}`;
      return dialect.likeInsensitive(expr, params.add(pattern));
    }
    default:
      return `${expr} ${comparisons[condition.op]} ${bind(values[0] ?? null)}`;
  }
}

/**
 * A filter tree as one SQL condition, or `null` when nothing in it is active. Inactive nodes and
 * conditions are skipped (but still checked, so a saved view never holds a broken condition).
 * Bounds (depth, count) are checked before, by `checkFilterBounds`.
 * @example compileFilter(tree, fields, params, 'filter') // '(title ILIKE $1 ESCAPE '\' OR (due_date < $2::date))'
 */
export function compileFilter(
  node: FilterNode,
  fields: Map<string, FieldDef>,
  params: SqlParams,
  path: string,
  active = true,
): string | null {
  const isActive = active && node.isactive !== false;
  const parts: string[] = [];
  (node.conditions ?? []).forEach((condition, index) => {
    const at = `${path}.conditions[${index}]`;
    const field = fieldOf(fields, condition, at);
    if (isActive && condition.isactive !== false) parts.push(compileCondition(field, condition, params, at));
    else conditionValues(field, condition.op, condition.value, `${at}.value`);
  });
  (node.childnodes ?? []).forEach((child, index) => {
    const sql = compileFilter(child, fields, params, `${path}.childnodes[${index}]`, isActive);
    if (sql !== null) parts.push(sql);
  });
  if (!isActive || parts.length === 0) return null;
  if (parts.length === 1) return parts[0] ?? null;
  return `(${parts.join(node.operator.sid === 'or' ? ' OR ' : ' AND ')})`;
}

/** True when an active condition of the tree names the field (a todo filter on `deleted`). */
export function filterMentions(node: FilterNode | undefined, name: string): boolean {
  if (!node || node.isactive === false) return false;
  if ((node.conditions ?? []).some((c) => c.isactive !== false && c.field === name)) return true;
  return (node.childnodes ?? []).some((child) => filterMentions(child, name));
}
