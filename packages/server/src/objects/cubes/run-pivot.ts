import {
  type ParsedPivotRequest,
  type PivotAnswer,
  type PivotHeader,
  type PivotMember,
  pivotLimits,
} from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { compilePivot, type PivotDimPlan, type PivotFilterPlan } from '../../engine/compiler/pivot';
import type { Row } from '../../engine/engine';
import { AppError } from '../../lib/app-error';
import { inWarehouseTransaction, type WarehouseQuery } from '../warehouse-work';
import {
  dimColumn,
  dimIndex,
  dimRefTable,
  factTable,
  type LoadedCube,
  loadCube,
  measureColumn,
  measureIndex,
  timeDimension,
} from './cube-store';

interface MemberInfo extends PivotMember {
  pos: number;
}

const tooLarge = () =>
  new AppError(400, 'pivot_too_large', 'The pivot has too many cells: add filters or show fewer levels', {
    path: 'rows',
    maxCells: pivotLimits.maxCells,
  });

/** Members by code → `{id, level, pos, last_pos}`; an unknown code is 400 `member_not_found` at `path`. */
async function membersByCode(query: WarehouseQuery, table: string, codes: string[], path: string) {
  if (codes.length === 0) return [];
  const rows = await query(
    `SELECT id, code, level, pos, last_pos FROM ${table} WHERE code IN (${codes.map(() => '?').join(', ')})`,
    codes,
  );
  for (const code of codes)
    if (!rows.some((r) => r.code === code))
      throw new AppError(400, 'member_not_found', `No member "${code}"`, { path, code });
  return rows.map((r) => ({
    id: Number(r.id),
    level: Number(r.level),
    span: [Number(r.pos), Number(r.last_pos)] as [number, number],
  }));
}

interface AxisDim {
  name: string;
  index: number;
  plan: PivotDimPlan;
  expanded: Set<number>;
}

async function axisDims(
  query: WarehouseQuery,
  cube: LoadedCube,
  dims: ParsedPivotRequest['rows'],
  axis: 'rows' | 'columns',
  filters: PivotFilterPlan[],
): Promise<AxisDim[]> {
  const result: AxisDim[] = [];
  for (const [i, dim] of dims.entries()) {
    const index = dimIndex(cube, dim.dim, `${axis}.${i}.dim`);
    const members = dimRefTable(cube, index);
    const expand = await membersByCode(query, members, dim.expand, `${axis}.${i}.expand`);
    const [depth] = await query(`SELECT coalesce(max(level), 0)::INTEGER AS d FROM ${members}`);
    const maxDepth = Number(depth?.d ?? 0);
    const chain = dim.expandAll
      ? Math.max(1, maxDepth - dim.level + 1)
      : Math.max(1, ...expand.filter((e) => e.level >= dim.level).map((e) => e.level - dim.level + 2));
    if (dim.members) {
      const selected = await membersByCode(query, members, dim.members, `${axis}.${i}.members`);
      filters.push({ column: dimColumn(index), members, spans: selected.map((s) => s.span) });
    }
    result.push({
      name: dim.dim,
      index,
      expanded: new Set(expand.map((e) => e.id)),
      plan: {
        column: dimColumn(index),
        members,
        level: dim.level,
        chain: Math.min(chain, 64),
        expand: expand.map((e) => e.id),
        expandAll: dim.expandAll,
      },
    });
  }
  return result;
}

/**
 * Reads, per dimension of an axis, the chain of member ids of a result row (`[]`: the total over it).
 * GROUPING(a, b, …) has its first argument in the highest of `width` bits; 0 = grouped by it.
 * Made once per axis: a result has a few grouping sets and many rows, so the bits are read once a set.
 */
function chainReader(prefix: string, dims: AxisDim[], first: number, width: number) {
  const names = dims.map((dim, i) => Array.from({ length: dim.plan.chain }, (_, k) => `${prefix}${i}_${k}`));
  const keptBySet = new Map<unknown, boolean[][]>();
  const keptOf = (gid: unknown): boolean[][] => {
    let kept = keptBySet.get(gid);
    if (!kept) {
      const bits = BigInt(gid as number);
      let position = first;
      kept = names.map((columns) =>
        columns.map(() => ((bits >> BigInt(width - 1 - position++)) & 1n) === 0n),
      );
      keptBySet.set(gid, kept);
    }
    return kept;
  };
  return (row: Row): number[][] => {
    const kept = keptOf(row.gid);
    return names.map((columns, d) => {
      const chain: number[] = [];
      columns.forEach((column, k) => {
        const value = row[column];
        if (!kept[d]?.[k] || value === null || value === undefined) return;
        const id = Number(value);
        if (chain.at(-1) !== id) chain.push(id);
      });
      return chain;
    });
  };
}

const keyOf = (chains: number[][]) => chains.map((c) => c.join('.')).join('|');

/**
 * Headers in pivot order: dimension by dimension, an item before its children, siblings by member
 * order or by `sortValue` (the value of the header standing for that item), totals last.
 */
function sortHeaders(
  headers: number[][][],
  pos: (dim: number, id: number) => number,
  sortValue?: (chains: number[][]) => number | null,
  dir: 'asc' | 'desc' = 'desc',
): number[][][] {
  const compare = (a: number[][], b: number[][]): number => {
    for (let d = 0; d < a.length; d++) {
      const x = a[d] ?? [];
      const y = b[d] ?? [];
      if (x.length === 0 || y.length === 0) {
        if (x.length !== y.length) return x.length === 0 ? 1 : -1;
        continue;
      }
      const n = Math.min(x.length, y.length);
      for (let k = 0; k < n; k++) {
        if (x[k] === y[k]) continue;
        if (sortValue) {
          const prefix = (c: number[]) => [
            ...a.slice(0, d),
            c.slice(0, k + 1),
            ...a.slice(d + 1).map(() => []),
          ];
          const vx = sortValue(prefix(x));
          const vy = sortValue(prefix(y));
          if (vx !== vy) {
            if (vx === null) return 1;
            if (vy === null) return -1;
            return dir === 'asc' ? vx - vy : vy - vx;
          }
        }
        return pos(d, x[k] as number) - pos(d, y[k] as number);
      }
      if (x.length !== y.length) return x.length - y.length;
    }
    return 0;
  };
  return [...headers].sort(compare);
}

/** Every header an axis shows when empty ones are kept: items per dimension, crossed as the sets are. */
async function allHeaders(
  query: WarehouseQuery,
  dims: AxisDim[],
  totals: boolean,
  limit: number,
): Promise<number[][][]> {
  const items: number[][][] = [];
  for (const dim of dims) {
    const rows = await query(`SELECT id, level, path, leaf FROM ${dim.plan.members} ORDER BY pos`);
    const chains: number[][] = [];
    for (const row of rows) {
      const path = (row.path as unknown[]).map(Number);
      const level = Number(row.level);
      if (level < dim.plan.level) {
        // A leaf above the level stands for itself.
        if (row.leaf) chains.push([Number(row.id)]);
        continue;
      }
      const chain = path.slice(dim.plan.level, level + 1);
      if (chain.length > dim.plan.chain) continue;
      if (chain.slice(0, -1).every((id) => dim.plan.expandAll || dim.expanded.has(id))) chains.push(chain);
    }
    items.push(chains);
  }
  let headers: number[][][] = [[]];
  dims.forEach((_, d) => {
    const next: number[][][] = [];
    for (const header of headers) {
      const outerFull = header.every(
        (chain, i) => chain.length > 0 && !hasShownChildren(items[i] ?? [], chain),
      );
      for (const chain of items[d] ?? []) {
        if (d > 0 && !outerFull) continue;
        if (!totals && hasShownChildren(items[d] ?? [], chain)) continue;
        next.push([...header, chain]);
        if (next.length > limit) throw tooLarge();
      }
      if (totals || d === 0) next.push([...header, []]);
    }
    headers = next;
  });
  return headers.filter((h) => totals || h.every((c) => c.length > 0) || dims.length === 0);
}

function hasShownChildren(chains: number[][], chain: number[]): boolean {
  return chains.some((c) => c.length === chain.length + 1 && chain.every((id, k) => c[k] === id));
}

/**
 * Runs a pivot: the plan from the request (names checked against the cube, members by code), one
 * GROUPING SETS statement in the warehouse, then headers and cells laid out.
 */
export async function runPivot(
  app: FastifyInstance,
  domainId: string,
  request: ParsedPivotRequest,
): Promise<PivotAnswer> {
  const cube = await loadCube(app, domainId, request.cubeId);
  const measureNames = request.measures ?? cube.measures.map((m) => m.name);
  const measures = measureNames.map((name, j) => {
    const index = measureIndex(cube, name, `measures.${j}`);
    return { index, def: cube.measures[index] as LoadedCube['measures'][number] };
  });
  return inWarehouseTransaction(app, domainId, async (query) => {
    const filters: PivotFilterPlan[] = [];
    for (const [i, filter] of request.filters.entries()) {
      const index = dimIndex(cube, filter.dim, `filters.${i}.dim`);
      const members = dimRefTable(cube, index);
      const selected = await membersByCode(query, members, filter.members, `filters.${i}.members`);
      filters.push({ column: dimColumn(index), members, spans: selected.map((s) => s.span) });
    }
    const rows = await axisDims(query, cube, request.rows, 'rows', filters);
    const columns = await axisDims(query, cube, request.columns, 'columns', filters);
    const time = timeDimension(cube);
    const compiled = compilePivot(
      {
        facts: factTable(cube.id),
        rows: rows.map((d) => d.plan),
        columns: columns.map((d) => d.plan),
        filters,
        measures: measures.map((m) => ({ column: measureColumn(m.index), aggregation: m.def.aggregation })),
        lastBy: { column: dimColumn(time), members: dimRefTable(cube, time) },
        totals: request.totals,
      },
      app.warehouse.dialect,
    );
    const result = await query(compiled.sql, compiled.params);
    const bits = compiled.chainColumns.length;
    const rowBits = rows.reduce((n, d) => n + d.plan.chain, 0);
    // Rows' chain columns come first in GROUPING(…), then the columns'.
    const rowChains = chainReader('r', rows, 0, bits);
    const columnChains = chainReader('c', columns, rowBits, bits);
    const valueColumns = measures.map((_, j) => `v${j}`);
    const cells: Cells = new Map();
    const rowKeys = new Map<string, number[][]>();
    const columnKeys = new Map<string, number[][]>();
    for (const row of result) {
      const r = rowChains(row);
      const c = columnChains(row);
      const values = valueColumns.map((column) => {
        const v = row[column];
        return v === null || v === undefined ? null : Number(v);
      });
      const rk = keyOf(r);
      const ck = keyOf(c);
      rowKeys.set(rk, r);
      columnKeys.set(ck, c);
      let line = cells.get(rk);
      if (!line) {
        line = new Map();
        cells.set(rk, line);
      }
      line.set(ck, values);
    }
    return { cube, rows, columns, measures, cells, rowKeys, columnKeys };
  }).then((state) => layout(app, domainId, request, state));
}

/** Row key → column key → the measures' values of that cell. */
type Cells = Map<string, Map<string, (number | null)[]>>;

interface PivotState {
  cube: LoadedCube;
  rows: AxisDim[];
  columns: AxisDim[];
  measures: { index: number; def: LoadedCube['measures'][number] }[];
  cells: Cells;
  rowKeys: Map<string, number[][]>;
  columnKeys: Map<string, number[][]>;
}

async function layout(
  app: FastifyInstance,
  domainId: string,
  request: ParsedPivotRequest,
  state: PivotState,
): Promise<PivotAnswer> {
  const { rows, columns, measures, cells } = state;
  const limit = Math.floor(pivotLimits.maxCells / Math.max(1, measures.length));
  const session = await app.warehouse.openUserSession(domainId);
  try {
    const query: WarehouseQuery = (sql, params) => session.query(sql, params);
    let rowHeaders = request.hideEmpty
      ? [...state.rowKeys.values()]
      : await allHeaders(query, rows, request.totals, limit);
    let columnHeaders = request.hideEmpty
      ? [...state.columnKeys.values()]
      : await allHeaders(query, columns, request.totals, limit);
    if (rowHeaders.length === 0 && rows.length === 0) rowHeaders = [[]];
    if (columnHeaders.length === 0 && columns.length === 0) columnHeaders = [[]];
    if (rowHeaders.length * columnHeaders.length > limit) throw tooLarge();
    // Member details for every id shown.
    const info = async (dims: AxisDim[], headers: number[][][]) => {
      const maps: Map<number, MemberInfo>[] = [];
      for (const [d, dim] of dims.entries()) {
        const ids = new Set<number>();
        for (const header of headers) for (const id of header[d] ?? []) ids.add(id);
        const map = new Map<number, MemberInfo>();
        const list = [...ids];
        for (let at = 0; at < list.length; at += 1000) {
          const part = list.slice(at, at + 1000);
          const found = await query(
            `SELECT id, code, name, level, leaf, pos FROM ${dim.plan.members} WHERE id IN (${part.map(() => '?').join(', ')})`,
            part,
          );
          for (const m of found) {
            const id = Number(m.id);
            map.set(id, {
              id,
              code: String(m.code),
              name: String(m.name),
              level: Number(m.level),
              leaf: Boolean(m.leaf),
              expanded: !m.leaf && (dim.plan.expandAll || dim.expanded.has(id)),
              pos: Number(m.pos),
            });
          }
        }
        maps.push(map);
      }
      return maps;
    };
    const rowInfo = await info(rows, rowHeaders);
    const columnInfo = await info(columns, columnHeaders);
    const sort = request.sort;
    const sortColumn = sort ? columnHeaders : undefined;
    const columnOrdered = sortHeaders(columnHeaders, (d, id) => columnInfo[d]?.get(id)?.pos ?? 0);
    let sortValue: ((chains: number[][]) => number | null) | undefined;
    if (sort && sortColumn) {
      const target = columnOrdered[sort.column];
      if (!target)
        throw new AppError(400, 'invalid_value', 'No such column to sort by', { path: 'sort.column' });
      const m = sort.measure === undefined ? 0 : measures.findIndex((x) => x.def.name === sort.measure);
      if (m < 0)
        throw new AppError(400, 'unknown_field', `No measure "${sort.measure}"`, { path: 'sort.measure' });
      const targetKey = keyOf(target);
      sortValue = (chains) => cells.get(keyOf(chains))?.get(targetKey)?.[m] ?? null;
    }
    rowHeaders = sortHeaders(rowHeaders, (d, id) => rowInfo[d]?.get(id)?.pos ?? 0, sortValue, sort?.dir);
    columnHeaders = columnOrdered;
    const columnKeyList = columnHeaders.map(keyOf);
    const empty = measures.map(() => null);
    const header = (chains: number[][], maps: Map<number, MemberInfo>[]): PivotHeader => ({
      members: chains.map((chain, d) => {
        const last = chain.at(-1);
        if (last === undefined) return null;
        const found = maps[d]?.get(last);
        if (!found) return null;
        const { pos: _pos, ...member } = found;
        return member;
      }),
      total: chains.some((c) => c.length === 0),
    });
    return {
      rowDims: rows.map((d) => d.name),
      columnDims: columns.map((d) => d.name),
      measures: measures.map((m) => ({
        name: m.def.name,
        type: m.def.type,
        aggregation: m.def.aggregation,
        ...(m.def.format ? { format: m.def.format } : {}),
      })),
      rows: rowHeaders.map((h) => header(h, rowInfo)),
      columns: columnHeaders.map((h) => header(h, columnInfo)),
      cells: rowHeaders.map((r) => {
        const line = cells.get(keyOf(r));
        return columnKeyList.flatMap((ck) => line?.get(ck) ?? empty);
      }),
    };
  } finally {
    session.close();
  }
}
