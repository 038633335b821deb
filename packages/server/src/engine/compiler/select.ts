import {
  aggregateType,
  type Column,
  groupableTypes,
  operandTypes,
  type ParsedSelect,
  qryLimits,
  type ValueType,
} from '@cubus/shared';
import type { Dialect } from '../dialects/dialect';
import { compileFilter } from './filter';
import {
  type CompileContext,
  type CompiledSql,
  type FieldDef,
  fieldMap,
  type QuerySource,
} from './object-schema';
import { SqlParams } from './params';
import { queryError } from './query-error';
import { escapeLike } from './values';

/** The column of `rowsWithTotal` that holds the number of groups; no field can be named so. */
export const windowTotalColumn = 'qry total';

/** A compiled `select`: the page of rows, the total over the same filter, and the answer's columns. */
export interface CompiledSelect {
  rows: CompiledSql;
  /**
   * A grouped page whose every row also carries the number of groups in `windowTotalColumn`:
   * rows and total from one scan. Only where the dialect has window functions.
   */
  rowsWithTotal?: CompiledSql;
  /** The rows without offset and limit, for exports the engine writes itself (Parquet). */
  allRows: CompiledSql;
  total: CompiledSql;
  columns: Column[];
}

/** The object a select runs over: its fields and where its rows live. */
export interface SelectTarget {
  fields: readonly FieldDef[];
  source: QuerySource;
}

function whereClause(
  request: ParsedSelect,
  target: SelectTarget,
  fields: Map<string, FieldDef>,
  context: CompileContext,
  params: SqlParams,
): string {
  // Fails closed: no domain, no query (DESIGN §6).
  if (!context.domainId) throw new Error('qry compiled without a domain');
  const parts: string[] = [];
  const { domain } = target.source;
  if (domain === 'all-domains') {
    if (!context.allDomains) throw new Error('qry compiled across domains for a caller who is not root');
  } else if (domain === 'own-database') {
    // The engine runs the statement in the domain's own database.
  } else if ('userColumn' in domain) {
    if (!context.userId) throw new Error("qry compiled on a user's own rows without the user");
    parts.push(`${domain.userColumn} = ${params.dialect.typed(params.add(context.userId), 'uuid')}`);
  } else parts.push(`${domain.column} = ${params.dialect.typed(params.add(context.domainId), 'uuid')}`);
  parts.push(...(context.scope?.(params) ?? []));
  const search = request.search?.trim();
  if (search) {
    const searchable = target.fields.filter((f) => f.searchable);
    if (searchable.length > 0) {
      const ors = searchable.map((f) =>
        params.dialect.likeInsensitive(f.sql, params.add(`%${escapeLike(search)}%`)),
      );
      parts.push(`(${ors.join(' OR ')})`);
    }
  }
  if (request.filter) {
    const filter = compileFilter(request.filter, fields, params, 'filter');
    if (filter) parts.push(filter);
  }
  return parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : '';
}

function fieldAt(fields: Map<string, FieldDef>, name: string, path: string): FieldDef {
  const field = fields.get(name);
  if (!field) throw queryError('unknown_field', path, `No field "${name}"`);
  return field;
}

interface SortKey {
  sql: string;
  type: ValueType;
}

interface Shape {
  select: string[];
  columns: Column[];
  groupBy: string[];
  /** Sortable names → their SQL and type. */
  sortable: Map<string, SortKey>;
  /** The source's own order, used when the request names none. */
  defaultOrder: { key: SortKey; dir: 'asc' | 'desc' }[];
  tieBreak: SortKey[];
}

function groupedShape(request: ParsedSelect, fields: Map<string, FieldDef>, dialect: Dialect): Shape {
  const groupby = request.groupby;
  const shape: Shape = {
    select: [],
    columns: [],
    groupBy: [],
    sortable: new Map(),
    defaultOrder: [],
    tieBreak: [],
  };
  groupby?.groups.forEach((group, index) => {
    const path = `groupby.groups[${index}].field`;
    const field = fieldAt(fields, group.field, path);
    if (!groupableTypes.includes(field.type))
      throw queryError('invalid_operator', path, `${field.type} fields cannot be grouped`);
    if (shape.sortable.has(field.name)) return;
    shape.select.push(`${dialect.output(field.sql, field.type)} AS ${dialect.quote(field.name)}`);
    shape.columns.push({ name: field.name, type: field.type, title: field.title });
    shape.groupBy.push(field.sql);
    shape.sortable.set(field.name, field);
    shape.tieBreak.push(field);
  });
  groupby?.aggregates.forEach((aggregate, index) => {
    const path = `groupby.aggregates[${index}]`;
    const field = aggregate.field === undefined ? null : fieldAt(fields, aggregate.field, `${path}.field`);
    if (!field && aggregate.operand !== 'count')
      throw queryError('unknown_field', `${path}.field`, `${aggregate.operand} needs a field`);
    if (field && !operandTypes[aggregate.operand].includes(field.type))
      throw queryError(
        'invalid_operator',
        `${path}.operand`,
        `${aggregate.operand} does not fit ${field.type}`,
      );
    const name = field ? `${aggregate.operand}_${field.name}` : 'count';
    if (shape.sortable.has(name)) return;
    const sql = dialect.aggregate(aggregate.operand, field?.sql ?? null, field?.type ?? null);
    shape.select.push(`${sql} AS ${dialect.quote(name)}`);
    shape.columns.push({
      name,
      type: aggregateType(aggregate.operand, field?.type ?? 'integer'),
      title: `aggregates.${aggregate.operand}`,
    });
    shape.sortable.set(name, { sql: dialect.quote(name), type: 'number' });
  });
  return shape;
}

function plainShape(
  request: ParsedSelect,
  target: SelectTarget,
  fields: Map<string, FieldDef>,
  dialect: Dialect,
): Shape {
  const names = request.fields ?? target.fields.map((f) => f.name);
  const chosen = names.map((name, index) => fieldAt(fields, name, `fields[${index}]`));
  const key = target.source.key ? fields.get(target.source.key) : undefined;
  // The key always comes along: the grid opens, edits and pages by it.
  if (key && !chosen.includes(key)) chosen.unshift(key);
  const unique = [...new Set(chosen)];
  const sortable = new Map(target.fields.filter((f) => f.sortable).map((f) => [f.name, f] as const));
  return {
    select: unique.map((f) => `${dialect.output(f.sql, f.type)} AS ${dialect.quote(f.name)}`),
    columns: unique.map((f) => ({ name: f.name, type: f.type, title: f.title })),
    groupBy: [],
    sortable,
    defaultOrder: target.source.order
      ? [{ key: fieldAt(fields, target.source.order.field, 'order'), dir: target.source.order.dir }]
      : [],
    // Without a key every sortable column breaks ties, so pages (and exports) never skip a row.
    tieBreak: key ? [key] : [...sortable.values()],
  };
}

function orderClause(request: ParsedSelect, shape: Shape, dialect: Dialect): string {
  const terms: string[] = [];
  const used = new Set<string>();
  const add = (key: SortKey, dir: 'asc' | 'desc') => {
    if (used.has(key.sql)) return;
    used.add(key.sql);
    terms.push(dialect.orderTerm(key.sql, dir, key.type));
  };
  if (request.orderby?.isActive) {
    request.orderby.sorts.forEach((sort, index) => {
      const key = shape.sortable.get(sort.field);
      if (!key)
        throw queryError('unknown_field', `orderby.sorts[${index}].field`, `Cannot sort by "${sort.field}"`);
      add(key, sort.dir);
    });
  } else for (const { key, dir } of shape.defaultOrder) add(key, dir);
  for (const key of shape.tieBreak) add(key, 'asc');
  return terms.length > 0 ? ` ORDER BY ${terms.join(', ')}` : '';
}

/**
 * Compiles a `select` into parameterised SQL for one dialect: identifiers only from the object's
 * fields, operators from closed lists, values bound, the domain always applied.
 * @example
 * const { rows, total } = compileSelect(request, todoKind, { domainId }, postgresDialect);
 * // rows.sql: 'SELECT t.id AS "id", … FROM todos t WHERE t.domain_id = $1::uuid AND … ORDER BY … LIMIT 100'
 */
export function compileSelect(
  request: ParsedSelect,
  target: SelectTarget,
  context: CompileContext,
  dialect: Dialect,
): CompiledSelect {
  if (request.limit > qryLimits.maxLimit)
    throw queryError('limit_too_high', 'limit', `limit is at most ${qryLimits.maxLimit}`);
  const fields = fieldMap(target.fields);
  const params = new SqlParams(dialect);
  const where = whereClause(request, target, fields, context, params);
  const grouped =
    request.groupby?.isActive === true &&
    (request.groupby.groups.length > 0 || request.groupby.aggregates.length > 0);
  const shape = grouped
    ? groupedShape(request, fields, dialect)
    : plainShape(request, target, fields, dialect);
  const from = ` FROM ${target.source.from}${where}`;
  const groupBy = shape.groupBy.length > 0 ? ` GROUP BY ${shape.groupBy.join(', ')}` : '';
  const order = orderClause(request, shape, dialect);
  const page = ` ${dialect.limitOffset(request.limit, request.offset)}`;
  const totalName = dialect.quote('total');
  // Aggregates without groups are one row, whatever matches; the subquery still binds the params.
  const total = !grouped
    ? `SELECT CAST(count(*) AS INTEGER) AS ${totalName}${from}`
    : groupBy === ''
      ? `SELECT 1 AS ${totalName} FROM (SELECT count(*) AS n${from}) AS ${dialect.quote('groups')}`
      : `SELECT CAST(count(*) AS INTEGER) AS ${totalName} FROM (SELECT 1 AS one${from}${groupBy}) AS ${dialect.quote('groups')}`;
  const select = shape.select.join(', ');
  const windowTotal = `count(*) OVER () AS ${dialect.quote(windowTotalColumn)}`;
  return {
    rows: { sql: `SELECT ${select}${from}${groupBy}${order}${page}`, params: params.values },
    ...(groupBy !== '' && dialect.windowCount
      ? {
          rowsWithTotal: {
            sql: `SELECT ${select}, ${windowTotal}${from}${groupBy}${order}${page}`,
            params: params.values,
          },
        }
      : {}),
    allRows: { sql: `SELECT ${select}${from}${groupBy}${order}`, params: params.values },
    total: { sql: total, params: params.values },
    columns: shape.columns,
  };
}
