import {
  measureDecimals,
  type ParsedPivotRequest,
  type PivotAnswer,
  type PivotHeader,
  type PivotMember,
} from '@cubus/shared';
import { AppError } from '../../../../lib/app-error';
import type { CompiledSql } from '../../../compiler/object-schema';
import type { PivotExtra, PivotPlan } from '../../../compiler/pivot';
import type { Dialect } from '../../../dialects/dialect';
import type {
  NumberColumns,
  Row,
  SqlValue,
  WarehouseEngine,
  WarehouseQuery,
  WarehouseSession,
} from '../../../engine';
import { plain } from '../../../plain-row';
import { type CubeShape, measureIndex, type PivotOptions } from '../../cubes';
import { dimColumn, dimRefTable } from '../../table-names';
import { type AxisDim, checkEstimate, pivotAxes, pivotTooLarge } from './pivot-axes';
import { cellValue, type PivotCells, readCells } from './pivot-cells';
import { allHeaders, keyOf, sortHeaders } from './pivot-headers';

const noRows: NumberColumns = { length: 0, columns: {} };

/** A member as headers show it (one object, shared by every header it is in), and its order. */
interface MemberInfo {
  member: PivotMember;
  pos: number;
}

/**
 * Runs the statements on `session` in order, all of them interrupted in the warehouse once
 * `timeoutMs` have passed: 408 `pivot_timeout`.
 */
async function timed(session: WarehouseSession, timeoutMs: number, statements: string[], params: SqlValue[]) {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    session.cancel();
  }, timeoutMs);
  try {
    const results: NumberColumns[] = [];
    for (const sql of statements) results.push(await session.queryNumbers(sql, params));
    return results;
  } catch (error) {
    if (timedOut)
      throw new AppError(408, 'pivot_timeout', `The pivot was stopped at its time limit of ${timeoutMs} ms`, {
        timeoutMs,
      });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How an engine reads a pivot's facts: the relation of its leaf cells, the statements compiled from
 * the plan, and whether they run in one snapshot (an engine with transactions).
 */
export interface PivotStatements {
  facts: string;
  compile(plan: PivotPlan): CompiledSql & { extra: PivotExtra[] };
  snapshot: boolean;
  /**
   * Whether a decimal measure's cells (not an average) leave the statements as whole numbers of
   * 10^-scale, exact (the answer's form); else as their doubles, scaled and rounded here.
   */
  scaled: boolean;
}

/**
 * Runs a pivot on one warehouse session: the plan from the request (names checked against the
 * cube, members by code), its size estimated from the members on each axis (past the limit it is
 * refused before any facts are read), one GROUPING SETS statement (interrupted past the time
 * limit), then headers and cells laid out. `statements`: the engine's, over its leaf cells.
 */
export async function runPivot(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
  request: ParsedPivotRequest,
  limits: PivotOptions,
  statements: PivotStatements,
): Promise<PivotAnswer> {
  const measureNames = request.measures ?? cube.measures.map((m) => m.name);
  const measures = measureNames.map((name, j) => {
    const index = measureIndex(cube, name, `measures.${j}`);
    return { index, def: cube.measures[index] as CubeShape['measures'][number] };
  });
  const session = await engine.openUserSession(domainId);
  const query: WarehouseQuery = async (sql, params) => (await session.query(sql, params)).map(plain);
  // Member details are read into numbers and strings one by one: no JSON-safe copy of each row first.
  const readMembers: WarehouseQuery = (sql, params) => session.query(sql, params);
  try {
    // One snapshot for all its statements: a write meanwhile shows in the next pivot, whole.
    if (statements.snapshot) await session.query('BEGIN TRANSACTION');
    const axes = await pivotAxes(query, cube, request, engine.dialect);
    checkEstimate(axes, { totals: request.totals, measures: measures.length, limit: limits.maxCells });
    const { rows, columns } = axes;
    const time = limits.timeDimension;
    const shown = [...rows, ...columns];
    const placed = new Set(shown.map((d) => d.index));
    const compiled = statements.compile({
      facts: statements.facts,
      rows: rows.map((d) => d.plan),
      columns: columns.map((d) => d.plan),
      filters: axes.filters,
      measures: measures.map((m) => ({ index: m.index, measure: m.def })),
      lastBy: { column: dimColumn(time), members: dimRefTable(cube, time) },
      totals: request.totals,
      factsAreCells:
        placed.size === cube.dimensions.length && shown.every((d) => d.plan.flat && d.plan.chain === 1),
    });
    // The axes' members are read beside the facts' statement; what hidden rows leave out is not used.
    const early = membersBeside(engine, domainId, [rows, columns]);
    const [result = noRows, ...extras] = await timed(
      session,
      limits.timeoutMs,
      [compiled.sql, ...compiled.extra.map((e) => e.sql)],
      compiled.params,
    );
    const cells = readCells(
      result,
      compiled.extra.map((e, k) => ({ measure: e.measure, answer: extras[k] ?? noRows })),
      { rows, columns },
      measures.map((m) => m.def.aggregation),
      limits.maxCells,
    );
    return await layout(
      { query, readMembers },
      request,
      {
        cells,
        rows,
        columns,
        measures,
        applied: axes.applied,
        scaled: statements.scaled,
        early: await early,
      },
      limits.maxCells,
      engine.dialect,
    );
  } finally {
    // The answer does not wait for the snapshot's end: the session closes once it has ended.
    const ended = statements.snapshot ? session.query('ROLLBACK').catch(() => {}) : Promise.resolve();
    void ended.finally(() => session.close());
  }
}

/** Axes showing at most this many items in all have their members read beside the facts' statement. */
const membersBesideMax = 10_000;

/**
 * The details of every item each axis dimension shows (by axis and dimension), read on a session
 * of their own while the facts' statement runs: after it, reading a few thousand members added
 * 3–6 ms to a pivot. Outside the pivot's snapshot: a member renamed meanwhile shows its new name,
 * one removed meanwhile is read in the snapshot by `memberInfo`. Undefined when the axes show more
 * items (hidden empty rows may leave most of them out), or when the read failed.
 */
async function membersBeside(
  engine: WarehouseEngine,
  domainId: string,
  axes: AxisDim[][],
): Promise<Map<number, MemberInfo>[][] | undefined> {
  const dims = axes.flatMap((axis, a) => axis.map((dim, d) => ({ a, d, dim })));
  const items = dims.reduce((sum, { dim }) => sum + dim.items, 0);
  if (dims.length === 0 || items > membersBesideMax) return undefined;
  try {
    const session = await engine.openUserSession(domainId);
    try {
      const found = await session.query(
        dims
          .map(
            ({ dim }, k) =>
              `SELECT ${k} AS k, ${memberColumns} FROM ${dim.plan.members} WHERE ${dim.shown.sql}`,
          )
          .join(' UNION ALL '),
        dims.flatMap(({ dim }) => dim.shown.params),
      );
      const maps = axes.map((axis) => axis.map(() => new Map<number, MemberInfo>()));
      for (const row of found) {
        const at = dims[Number(row.k)];
        if (at) maps[at.a]?.[at.d]?.set(Number(row.id), memberInfoOf(row, at.dim));
      }
      return maps;
    } finally {
      session.close();
    }
  } catch {
    // `memberInfo` reads them in the snapshot instead.
    return undefined;
  }
}

interface PivotState {
  rows: AxisDim[];
  columns: AxisDim[];
  measures: { index: number; def: CubeShape['measures'][number] }[];
  cells: PivotCells;
  applied: PivotAnswer['filters'];
  scaled: boolean;
  /** The members read beside the facts' statement (`membersBeside`), when they were. */
  early: Map<number, MemberInfo>[][] | undefined;
}

/** The whole numbers of 10^-scale a measure's cells travel in (see `PivotAnswer`); null: doubles. */
function cellScale(measure: CubeShape['measures'][number]) {
  return measure.aggregation === 'avg' ? null : measureDecimals(measure);
}

async function layout(
  { query, readMembers }: { query: WarehouseQuery; readMembers: WarehouseQuery },
  request: ParsedPivotRequest,
  state: PivotState,
  maxCells: number,
  dialect: Dialect,
): Promise<PivotAnswer> {
  const { rows, columns, measures, cells } = state;
  const limit = Math.floor(maxCells / Math.max(1, measures.length));
  let rowHeaders = request.hideEmpty
    ? [...cells.rows.chains]
    : await allHeaders(query, rows, request.totals, limit);
  let columnHeaders = request.hideEmpty
    ? [...cells.columns.chains]
    : await allHeaders(query, columns, request.totals, limit);
  if (rowHeaders.length === 0 && rows.length === 0) rowHeaders = [[]];
  if (columnHeaders.length === 0 && columns.length === 0) columnHeaders = [[]];
  const shown = rowHeaders.length * columnHeaders.length;
  if (shown > limit) throw pivotTooLarge(shown * measures.length, maxCells);
  const [rowInfo = [], columnInfo = []] = await memberInfo(
    readMembers,
    [
      { dims: rows, headers: rowHeaders },
      { dims: columns, headers: columnHeaders },
    ],
    dialect,
    state.early,
  );
  const sort = request.sort;
  const columnOrdered = sortHeaders(columnHeaders, (d, id) => columnInfo[d]?.get(id)?.pos ?? 0);
  let sortValue: ((chains: number[][]) => number | null) | undefined;
  if (sort) {
    const target = columnOrdered[sort.column];
    if (!target)
      throw new AppError(400, 'invalid_value', 'No such column to sort by', { path: 'sort.column' });
    const m = sort.measure === undefined ? 0 : measures.findIndex((x) => x.def.name === sort.measure);
    if (m < 0)
      throw new AppError(400, 'unknown_field', `No measure "${sort.measure}"`, { path: 'sort.measure' });
    const targetSlot = cells.columns.slots.get(keyOf(target));
    sortValue = (chains) => cellValue(cells, cells.rows.slots.get(keyOf(chains)), targetSlot, m);
  }
  rowHeaders = sortHeaders(rowHeaders, (d, id) => rowInfo[d]?.get(id)?.pos ?? 0, sortValue, sort?.dir);
  columnHeaders = columnOrdered;
  const columnSlots = columnHeaders.map((h) => cells.columns.slots.get(keyOf(h)));
  const rowSlots = rowHeaders.map((h) => cells.rows.slots.get(keyOf(h)));
  const header = (chains: number[][], maps: Map<number, MemberInfo>[]): PivotHeader => ({
    members: chains.map((chain, d) => {
      const last = chain.at(-1);
      if (last === undefined) return null;
      return maps[d]?.get(last)?.member ?? null;
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
      ...(m.def.caption ? { caption: m.def.caption } : {}),
      decimals: measureDecimals(m.def),
      scale: cellScale(m.def),
    })),
    filters: state.applied,
    rows: rowHeaders.map((h) => header(h, rowInfo)),
    columns: columnHeaders.map((h) => header(h, columnInfo)),
    cells: measures.map((measure, m) => {
      const scale = cellScale(measure.def);
      const factor = scale && !state.scaled && measure.def.type === 'decimal' ? 10 ** scale : 1;
      return denseCells(cells, rowSlots, columnSlots, m, factor);
    }),
  };
}

/**
 * One measure's cells, row after row, null where there is no value; `factor` scales a double to
 * its whole number of 10^-scale (rounded: the double is the nearest to that decimal). A cell the
 * statements did not make is NaN in `values` (see `readCells`): no test of `made` per cell.
 */
function denseCells(
  cells: PivotCells,
  rowSlots: (number | undefined)[],
  columnSlots: (number | undefined)[],
  m: number,
  factor: number,
) {
  // Grown by push, not made at its length: an array made with holes keeps them as its kind, and
  // JSON.stringify writes it about a third slower (100,000 cells: 4.5 ms instead of 3).
  const out: (number | null)[] = [];
  const { values, measures } = cells;
  const rowStride = cells.columns.chains.length * measures;
  const columnAt = columnSlots.map((c) => (c === undefined ? -1 : c * measures + m));
  for (const row of rowSlots) {
    const base = row === undefined ? -1 : row * rowStride;
    for (const offset of columnAt) {
      const value = base < 0 || offset < 0 ? Number.NaN : (values[base + offset] as number);
      out.push(Number.isNaN(value) ? null : factor === 1 ? value : Math.round(value * factor));
    }
  }
  return out;
}

/** The columns of a members table a header's member is made of. */
const memberColumns = 'id, code, name, level, leaf, pos';

/** A members table's row as headers show it, expanded as the dimension on its axis is. */
function memberInfoOf(row: Row, dim: AxisDim): MemberInfo {
  const id = Number(row.id);
  const member = {
    id,
    code: String(row.code),
    name: String(row.name),
    level: Number(row.level),
    leaf: Boolean(row.leaf),
    expanded: !row.leaf && (dim.plan.expandAll || dim.expanded.has(id)),
  };
  return { member, pos: Number(row.pos) };
}

/**
 * Member details for every id the headers of each axis show, by axis and dimension: those `early`
 * holds, the rest in one statement (a statement costs DuckDB about a millisecond before it reads
 * anything).
 */
async function memberInfo(
  query: WarehouseQuery,
  axes: { dims: AxisDim[]; headers: number[][][] }[],
  dialect: Dialect,
  early: Map<number, MemberInfo>[][] | undefined,
): Promise<Map<number, MemberInfo>[][]> {
  const maps = axes.map((axis) => axis.dims.map(() => new Map<number, MemberInfo>()));
  const parts: { sql: string; params: SqlValue[] }[] = [];
  const wanted: { ids: Set<number>; dim: AxisDim; map: Map<number, MemberInfo> }[] = [];
  axes.forEach(({ dims, headers }, a) => {
    for (const [d, dim] of dims.entries()) {
      const map = maps[a]?.[d] as Map<number, MemberInfo>;
      const known = early?.[a]?.[d];
      const ids = new Set<number>();
      for (const header of headers)
        for (const id of header[d] ?? []) {
          const info = known?.get(id);
          if (info) map.set(id, info);
          else ids.add(id);
        }
      if (ids.size === 0) continue;
      parts.push(membersById(wanted.length, dim.plan.members, ids, dialect));
      wanted.push({ ids, dim, map });
    }
  });
  if (parts.length === 0) return maps;
  const found = await query(
    parts.map((p) => p.sql).join(' UNION ALL '),
    parts.flatMap((p) => p.params),
  );
  for (const m of found) {
    const into = wanted[Number(m.k)];
    const id = Number(m.id);
    if (into?.ids.has(id)) into.map.set(id, memberInfoOf(m, into.dim));
  }
  return maps;
}

/**
 * The statement reading the members table's rows for `ids`, tagged `k`. Ids close together (as a
 * table's usually are) are read by their range, at most four rows for each one asked, and sifted by
 * the caller: an IN over thousands of ids costs DuckDB a join, many times the read. Scattered ids
 * go as one parameter: thousands of placeholders cost DuckDB more to bind than the rows to read.
 */
function membersById(k: number, members: string, ids: Set<number>, dialect: Dialect) {
  const columns = `${k} AS k, ${memberColumns}`;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const id of ids) {
    low = Math.min(low, id);
    high = Math.max(high, id);
  }
  if (high - low < ids.size * 4)
    return { sql: `SELECT ${columns} FROM ${members} WHERE id BETWEEN ? AND ?`, params: [low, high] };
  return {
    sql: `SELECT ${columns} FROM ${members} WHERE id IN (SELECT CAST(${dialect.unnestList(dialect.textList('?'))} AS BIGINT))`,
    params: [[...ids].join(',')],
  };
}
