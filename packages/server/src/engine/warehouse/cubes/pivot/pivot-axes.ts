import type { ParsedPivotRequest, PivotAnswer, PivotTooLargeDetails } from '@cubus/shared';
import { AppError } from '../../../../lib/app-error';
import type { PivotDimPlan, PivotFilterPlan } from '../../../compiler/pivot';
import type { Dialect } from '../../../dialects/dialect';
import type { Row, WarehouseQuery } from '../../../engine';
import { type CubeShape, dimIndex } from '../../cubes';
import { dimColumn, dimRefTable } from '../../table-names';

/** A dimension on an axis: its plan, the member ids whose children it shows, how many items it shows. */
export interface AxisDim {
  name: string;
  index: number;
  plan: PivotDimPlan;
  expanded: Set<number>;
  items: number;
  /** The condition on its members table of the items it shows (`items` of them). */
  shown: { sql: string; params: number[] };
}

/** The request's axes and filters as the compiler takes them, and the filters as applied. */
export interface PivotAxes {
  rows: AxisDim[];
  columns: AxisDim[];
  filters: PivotFilterPlan[];
  applied: PivotAnswer['filters'];
}

const memberOf = (r: Row) => ({
  id: Number(r.id),
  code: String(r.code),
  name: String(r.name),
  leaf: r.leaf === true,
  level: Number(r.level),
  span: [Number(r.pos), Number(r.last_pos)] as [number, number],
});

/** Members by code (in the order asked); an unknown code is 400 `member_not_found` at `path`. */
export async function membersByCode(query: WarehouseQuery, table: string, codes: string[], path: string) {
  if (codes.length === 0) return [];
  const rows = await query(
    `SELECT id, code, name, leaf, level, pos, last_pos FROM ${table} WHERE code IN (${codes.map(() => '?').join(', ')})`,
    codes,
  );
  return codes.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new AppError(400, 'member_not_found', `No member "${code}"`, { path, code });
    return memberOf(row);
  });
}

/** A member as a filter of the answer shows it. */
const appliedMember = ({ id, code, name, leaf }: ReturnType<typeof memberOf>) => ({ id, code, name, leaf });

/** A dimension asked for on an axis, its expanded members found, before its depth is read. */
interface AskedDim {
  axis: 'rows' | 'columns';
  i: number;
  dim: ParsedPivotRequest['rows'][number];
  index: number;
  members: string;
  expand: ReturnType<typeof memberOf>[];
  shown: { sql: string; params: number[] };
}

/**
 * The dimensions on both axes, rows first: their depths and the items each shows read in one
 * statement for all of them (each costs the warehouse a round trip); a dimension's `members`
 * become filters, in that order.
 */
async function axisDims(
  query: WarehouseQuery,
  cube: CubeShape,
  request: ParsedPivotRequest,
  filters: PivotFilterPlan[],
  dialect: Dialect,
): Promise<{ rows: AxisDim[]; columns: AxisDim[] }> {
  const asked: AskedDim[] = [];
  for (const axis of ['rows', 'columns'] as const)
    for (const [i, dim] of request[axis].entries()) {
      const index = dimIndex(cube, dim.dim, `${axis}.${i}.dim`);
      const members = dimRefTable(cube, index);
      const expand = await membersByCode(query, members, dim.expand, `${axis}.${i}.expand`);
      const shown = shownItems(
        dim,
        expand.map((e) => e.id),
        dialect,
      );
      asked.push({ axis, i, dim, index, members, expand, shown });
    }
  const depths =
    asked.length === 0
      ? []
      : await query(
          asked
            .map(
              ({ members, shown }, k) =>
                `SELECT ${k} AS k, coalesce(max(level), 0) AS d, coalesce(sum(CASE WHEN ${shown.sql} THEN 1 ELSE 0 END), 0) AS n FROM ${members}`,
            )
            .join(' UNION ALL '),
          asked.flatMap((a) => a.shown.params),
        );
  const result: { rows: AxisDim[]; columns: AxisDim[] } = { rows: [], columns: [] };
  for (const [k, { axis, i, dim, index, members, expand, shown }] of asked.entries()) {
    const depth = depths.find((d) => Number(d.k) === k);
    const maxDepth = Number(depth?.d ?? 0);
    const chain = dim.expandAll
      ? Math.max(1, maxDepth - dim.level + 1)
      : Math.max(1, ...expand.filter((e) => e.level >= dim.level).map((e) => e.level - dim.level + 2));
    if (dim.members) {
      const selected = await membersByCode(query, members, dim.members, `${axis}.${i}.members`);
      filters.push({ column: dimColumn(index), members, spans: selected.map((s) => s.span) });
    }
    result[axis].push({
      name: dim.dim,
      index,
      items: Number(depth?.n ?? 0),
      shown,
      expanded: new Set(expand.map((e) => e.id)),
      plan: {
        column: dimColumn(index),
        members,
        level: dim.level,
        chain: Math.min(chain, 64),
        expand: expand.map((e) => e.id),
        expandAll: dim.expandAll,
        version: cube.dimensions[index]?.scenario === true,
        flat: maxDepth === 0,
      },
    });
  }
  return result;
}

/**
 * The axes and filters of a request, checked against the cube. The version (scenario) dimension is
 * never summed: a filter on it holds one member (400 `version_single`), and off the axes without
 * one it is limited to its first member.
 */
export async function pivotAxes(
  query: WarehouseQuery,
  cube: CubeShape,
  request: ParsedPivotRequest,
  dialect: Dialect,
): Promise<PivotAxes> {
  const filters: PivotFilterPlan[] = [];
  const applied: PivotAxes['applied'] = [];
  const version = cube.dimensions.findIndex((d) => d.scenario);
  for (const [i, filter] of request.filters.entries()) {
    const index = dimIndex(cube, filter.dim, `filters.${i}.dim`);
    if (index === version && filter.members.length > 1)
      throw new AppError(400, 'version_single', 'The versions of a cube are not added up: choose one', {
        path: `filters.${i}.members`,
      });
    const members = dimRefTable(cube, index);
    const selected = await membersByCode(query, members, filter.members, `filters.${i}.members`);
    filters.push({ column: dimColumn(index), members, spans: selected.map((s) => s.span) });
    applied.push({ dim: filter.dim, members: selected.map(appliedMember) });
  }
  const { rows, columns } = await axisDims(query, cube, request, filters, dialect);
  const placed = [...rows, ...columns].some((d) => d.index === version);
  const name = cube.dimensions[version]?.name;
  if (version >= 0 && name && !placed && !applied.some((f) => f.dim === name)) {
    const members = dimRefTable(cube, version);
    const [first] = await query(
      `SELECT id, code, name, leaf, level, pos, last_pos FROM ${members} ORDER BY pos LIMIT 1`,
    );
    if (first) {
      const member = memberOf(first);
      filters.push({ column: dimColumn(version), members, spans: [member.span] });
      applied.push({ dim: name, members: [appliedMember(member)] });
    }
  }
  return { rows, columns, filters, applied };
}

/**
 * The condition of the members a dimension on an axis shows as items: those at its level and the
 * children of the expanded ones below it (or every level: `expandAll`), and a leaf above the level.
 */
function shownItems(
  dim: ParsedPivotRequest['rows'][number],
  expand: number[],
  dialect: Dialect,
): { sql: string; params: number[] } {
  const { level, expandAll } = dim;
  // The ancestors of a member from `level` to its parent are path[level + 1 … its level].
  const expanded = dialect.listOf(expand.map(() => '?').join(', '));
  const open = expandAll
    ? '1 = 1'
    : expand.length === 0
      ? `level = ${level}`
      : `(level = ${level} OR ${dialect.listHasAll(expanded, dialect.listSlice('path', String(level + 1), 'level'))})`;
  // `leaf = 'true'`: a boolean on DuckDB, an enum on ClickHouse.
  return {
    sql: `((leaf = 'true' AND level < ${level}) OR (level >= ${level} AND ${open}))`,
    params: expandAll ? [] : expand,
  };
}

/** Headers an axis may have: its items crossed, plus a subtotal line per outer prefix and the total. */
function axisEstimate(dims: AxisDim[], totals: boolean): number {
  let crossed = 1;
  let headers = totals ? 1 : 0;
  for (const dim of dims) {
    crossed *= Math.max(1, dim.items);
    if (totals) headers += crossed;
  }
  return totals ? headers : crossed;
}

/**
 * The most cells the pivot can have, from the members on each axis (before any facts are read):
 * past `limit`, 400 `pivot_too_large` with the estimate, so a layout that cannot be shown is
 * refused at once rather than after a long query.
 */
export function checkEstimate(
  axes: PivotAxes,
  options: { totals: boolean; measures: number; limit: number },
) {
  const rows = axisEstimate(axes.rows, options.totals);
  const columns = axisEstimate(axes.columns, options.totals);
  const estimate = rows * columns * Math.max(1, options.measures);
  if (estimate > options.limit) throw pivotTooLarge(estimate, options.limit);
}

/** 400 `pivot_too_large`: the cells a layout would have, the limit, and what to do. */
export function pivotTooLarge(estimate: number, limit: number): AppError {
  const details: PivotTooLargeDetails & { path: string } = { path: 'rows', estimate, limit };
  return new AppError(
    400,
    'pivot_too_large',
    `This layout would show about ${estimate} cells, more than ${limit}: filter it, or collapse levels`,
    details,
  );
}
