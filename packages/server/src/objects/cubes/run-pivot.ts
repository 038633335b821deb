import {
  measureDecimals,
  type ParsedPivotRequest,
  type PivotAnswer,
  type PivotHeader,
  type PivotMember,
} from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { compilePivot } from '../../engine/compiler/pivot';
import type { NumberColumns, SqlValue, WarehouseSession } from '../../engine/engine';
import { plain } from '../../engine/plain-row';
import { AppError } from '../../lib/app-error';
import type { WarehouseQuery } from '../warehouse-work';
import {
  dimColumn,
  dimRefTable,
  factTable,
  type LoadedCube,
  loadCube,
  measureIndex,
  timeDimension,
} from './cube-store';
import { type AxisDim, checkEstimate, pivotAxes, pivotTooLarge } from './pivot-axes';
import { cellValue, type PivotCells, readCells } from './pivot-cells';
import { allHeaders, keyOf, sortHeaders } from './pivot-headers';

const noRows: NumberColumns = { length: 0, columns: {} };

interface MemberInfo extends PivotMember {
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
 * Runs a pivot on one warehouse session: the plan from the request (names checked against the
 * cube, members by code), its size estimated from the members on each axis (past the limit it is
 * refused before any facts are read), one GROUPING SETS statement (interrupted past the time
 * limit), then headers and cells laid out.
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
  const limits = app.pivotLimits;
  const session = await app.warehouse.openUserSession(domainId);
  const query: WarehouseQuery = async (sql, params) => (await session.query(sql, params)).map(plain);
  try {
    // One snapshot for all its statements: a write meanwhile shows in the next pivot, whole.
    await session.query('BEGIN TRANSACTION');
    const axes = await pivotAxes(query, cube, request);
    await checkEstimate(query, axes, {
      totals: request.totals,
      measures: measures.length,
      limit: limits.maxCells,
    });
    const { rows, columns } = axes;
    const time = timeDimension(cube);
    const compiled = compilePivot(
      {
        facts: factTable(cube.id),
        rows: rows.map((d) => d.plan),
        columns: columns.map((d) => d.plan),
        filters: axes.filters,
        measures: measures.map((m) => ({ index: m.index, measure: m.def })),
        lastBy: { column: dimColumn(time), members: dimRefTable(cube, time) },
        totals: request.totals,
      },
      app.warehouse.dialect,
    );
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
      query,
      request,
      { cells, rows, columns, measures, applied: axes.applied },
      limits.maxCells,
    );
  } finally {
    await session.query('ROLLBACK').catch(() => {});
    session.close();
  }
}

interface PivotState {
  rows: AxisDim[];
  columns: AxisDim[];
  measures: { index: number; def: LoadedCube['measures'][number] }[];
  cells: PivotCells;
  applied: PivotAnswer['filters'];
}

async function layout(
  query: WarehouseQuery,
  request: ParsedPivotRequest,
  state: PivotState,
  maxCells: number,
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
  const rowInfo = await memberInfo(query, rows, rowHeaders);
  const columnInfo = await memberInfo(query, columns, columnHeaders);
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
      decimals: measureDecimals(m.def),
    })),
    filters: state.applied,
    rows: rowHeaders.map((h) => header(h, rowInfo)),
    columns: columnHeaders.map((h) => header(h, columnInfo)),
    cells: rowHeaders.map((r) => {
      const rowSlot = cells.rows.slots.get(keyOf(r));
      const line: (number | null)[] = new Array(columnSlots.length * measures.length);
      columnSlots.forEach((columnSlot, c) => {
        for (let m = 0; m < measures.length; m++)
          line[c * measures.length + m] = cellValue(cells, rowSlot, columnSlot, m);
      });
      return line;
    }),
  };
}

/** Member details for every id the headers of an axis show. */
async function memberInfo(query: WarehouseQuery, dims: AxisDim[], headers: number[][][]) {
  const maps: Map<number, MemberInfo>[] = [];
  for (const [d, dim] of dims.entries()) {
    const ids = new Set<number>();
    for (const header of headers) for (const id of header[d] ?? []) ids.add(id);
    const map = new Map<number, MemberInfo>();
    // The ids as one parameter: thousands of placeholders cost DuckDB more to bind than the rows to read.
    const found =
      ids.size === 0
        ? []
        : await query(
            `SELECT id, code, name, level, leaf, pos FROM ${dim.plan.members} WHERE id IN (SELECT CAST(unnest(string_split(?, ',')) AS BIGINT))`,
            [[...ids].join(',')],
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
    maps.push(map);
  }
  return maps;
}
