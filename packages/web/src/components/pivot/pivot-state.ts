import {
  type CubeDimension,
  type CubeMeasure,
  type PivotAnswer,
  type PivotLayout,
  type PivotMember,
  type PivotNumberFormat,
  type PivotRequest,
  pivotNumberFormats,
} from '@cubus/shared';

/** A cube as the pivot needs it: its dimensions (each bound to a reference) and measures. */
export interface PivotCube {
  id: string;
  dimensions: CubeDimension[];
  measures: CubeMeasure[];
}

export type Axis = 'rows' | 'columns';
export type Place = Axis | 'filters' | 'none';

/** One dimension on an axis: its first level and the members drilled into. */
export interface AxisDim {
  dim: string;
  level: number;
  expand: string[];
  expandAll: boolean;
}

export type NumberFormat = PivotNumberFormat;
export const numberFormats: readonly NumberFormat[] = pivotNumberFormats;

/** Everything a user chooses about a pivot; what the request is built from. */
export interface PivotState {
  rows: AxisDim[];
  columns: AxisDim[];
  /** Dimension → member codes the facts are limited to (an empty list: no filter). */
  filters: Record<string, string[]>;
  measures: string[];
  totals: boolean;
  hideEmpty: boolean;
  sort: { column: number; measure?: string; dir: 'asc' | 'desc' } | null;
  format: NumberFormat;
}

const axisDim = (dim: string): AxisDim => ({ dim, level: 0, expand: [], expandAll: false });

/**
 * How a cube opens: its first dimension that is not the scenario on rows, the next on columns, the
 * scenario as a filter, the first measure.
 */
export function initialPivotState(cube: PivotCube): PivotState {
  const plain = cube.dimensions.filter((d) => !d.scenario).map((d) => d.name);
  const scenario = cube.dimensions.find((d) => d.scenario)?.name;
  return {
    rows: plain.slice(0, 1).map(axisDim),
    columns: plain.slice(1, 2).map(axisDim),
    filters: scenario ? { [scenario]: [] } : {},
    measures: cube.measures.slice(0, 1).map((m) => m.name),
    totals: true,
    hideEmpty: true,
    sort: null,
    format: 'auto',
  };
}

/**
 * A saved layout applied to the cube as it is now: dimensions and measures it lost since are left
 * out (and then the sort); when all it placed on the axes, or all its measures, went, the cube
 * opens as it first did.
 */
export function stateOfLayout(cube: PivotCube, layout: PivotLayout | null): PivotState {
  const base = initialPivotState(cube);
  if (!layout) return base;
  const dims = new Set(cube.dimensions.map((d) => d.name));
  const versionName = cube.dimensions.find((d) => d.scenario)?.name;
  const names = new Set(cube.measures.map((m) => m.name));
  const axis = (list: AxisDim[]) => list.filter((d) => dims.has(d.dim));
  const rows = axis(layout.rows);
  const columns = axis(layout.columns).filter((d) => !rows.some((r) => r.dim === d.dim));
  const onAxes = new Set([...rows, ...columns].map((d) => d.dim));
  const measures = layout.measures.filter((m) => names.has(m));
  const placed = layout.rows.length + layout.columns.length;
  if ((placed > 0 && onAxes.size === 0) || (layout.measures.length > 0 && measures.length === 0)) return base;
  // A sort names a column of the answer: kept only while the axes and measures are whole.
  const whole = onAxes.size === placed && measures.length === layout.measures.length;
  return {
    rows,
    columns,
    // A version filter holds one member (versions are not added up; older layouts may hold more).
    filters: Object.fromEntries(
      Object.entries(layout.filters)
        .filter(([dim]) => dims.has(dim) && !onAxes.has(dim))
        .map(([dim, codes]) => [dim, dim === versionName ? codes.slice(0, 1) : codes]),
    ),
    measures,
    totals: layout.totals,
    hideEmpty: layout.hideEmpty,
    sort: whole ? layout.sort : null,
    format: layout.format,
  };
}

/**
 * The pivot at one cell (a link from the Ribbon): each of the cell's dimensions becomes a filter
 * on its member, so the pivot shows that cell's value; the rest of the layout stays.
 */
export function stateAtCell(
  state: PivotState,
  cube: PivotCube,
  cell: { dimension: string; code: string }[],
): PivotState {
  const known = cell.filter(({ dimension }) => cube.dimensions.some((d) => d.name === dimension));
  if (known.length === 0) return state;
  return known.reduce<PivotState>((next, { dimension, code }) => {
    const moved = moveDim(next, dimension, 'filters');
    return { ...moved, filters: { ...moved.filters, [dimension]: [code] } };
  }, state);
}

/** The layout kept for a state (the state is the layout; a copy so later changes stay out). */
export function layoutOf(state: PivotState): PivotLayout {
  return structuredClone(state);
}

/** Where a dimension sits now. */
export function placeOf(state: PivotState, dim: string): Place {
  if (state.rows.some((d) => d.dim === dim)) return 'rows';
  if (state.columns.some((d) => d.dim === dim)) return 'columns';
  return dim in state.filters ? 'filters' : 'none';
}

/**
 * Moves a dimension to rows or columns (at `at`, last by default; within its own axis too), to the
 * filters, or off the pivot.
 */
export function moveDim(state: PivotState, dim: string, to: Place, at?: number): PivotState {
  const from = placeOf(state, dim);
  if (from === to && (at === undefined || (to !== 'rows' && to !== 'columns'))) return state;
  const kept = from === 'rows' || from === 'columns' ? state[from].find((d) => d.dim === dim) : undefined;
  const { [dim]: members = [], ...filters } = state.filters;
  const next: PivotState = {
    ...state,
    rows: state.rows.filter((d) => d.dim !== dim),
    columns: state.columns.filter((d) => d.dim !== dim),
    filters: to === 'filters' ? { ...filters, [dim]: members } : filters,
    sort: null,
  };
  if (to === 'rows' || to === 'columns') next[to] = insertAt(next[to], kept ?? axisDim(dim), at);
  return next;
}

/** Shows a measure (at `at`, last by default; moved when shown already) or, with `null`, hides it. */
export function moveMeasure(state: PivotState, measure: string, at: number | null): PivotState {
  const others = state.measures.filter((m) => m !== measure);
  return { ...state, measures: at === null ? others : insertAt(others, measure, at), sort: null };
}

function insertAt<T>(list: T[], item: T, at = list.length): T[] {
  const index = Math.max(0, Math.min(at, list.length));
  return [...list.slice(0, index), item, ...list.slice(index)];
}

function patchDim(state: PivotState, axis: Axis, index: number, change: (d: AxisDim) => AxisDim): PivotState {
  return { ...state, [axis]: state[axis].map((d, i) => (i === index ? change(d) : d)) };
}

/** Drill down (show the member's children) or up (hide them again, and their descendants' drills). */
export function toggleExpand(state: PivotState, axis: Axis, index: number, member: PivotMember): PivotState {
  return patchDim(state, axis, index, (d) => ({
    ...d,
    expand: member.expanded ? d.expand.filter((code) => code !== member.code) : [...d.expand, member.code],
  }));
}

/** Expand all levels below a dimension's first level, or collapse them all. */
export function setExpandAll(state: PivotState, axis: Axis, index: number, expandAll: boolean): PivotState {
  return patchDim(state, axis, index, (d) => ({ ...d, expandAll, expand: [] }));
}

/** A dimension's first shown level (0: the roots); drills start over. */
export function setLevel(state: PivotState, axis: Axis, index: number, level: number): PivotState {
  return patchDim(state, axis, index, (d) => ({ ...d, level, expand: [] }));
}

/** The `/api/cubes/pivot` body of a state. */
export function requestOf(cubeId: string, state: PivotState): PivotRequest {
  const axis = (dims: AxisDim[]) =>
    dims.map((d) => ({ dim: d.dim, level: d.level, expand: d.expand, expandAll: d.expandAll }));
  return {
    cubeId,
    rows: axis(state.rows),
    columns: axis(state.columns),
    filters: Object.entries(state.filters)
      .filter(([, members]) => members.length > 0)
      .map(([dim, members]) => ({ dim, members })),
    ...(state.measures.length > 0 ? { measures: state.measures } : {}),
    totals: state.totals,
    hideEmpty: state.hideEmpty,
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

/** The members a cell stands for, per dimension: its row's and column's. */
function cellMembers(answer: PivotAnswer, r: number, c: number): Map<string, PivotMember> {
  const members = new Map<string, PivotMember>();
  answer.rows[r]?.members.forEach((m, i) => {
    const dim = answer.rowDims[i];
    if (m && dim) members.set(dim, m);
  });
  answer.columns[c]?.members.forEach((m, i) => {
    const dim = answer.columnDims[i];
    if (m && dim) members.set(dim, m);
  });
  return members;
}

/**
 * A cell's address for write-back: the member code per dimension on the axes and of each filter
 * the answer applied with one member (the version's first member too, when the pivot chose it).
 * Null when a filter holds several members: such a cell sums several addresses and one write
 * cannot name them.
 */
export function writeCoordsOf(answer: PivotAnswer, r: number, c: number): Record<string, string> | null {
  const coords: Record<string, string> = {};
  for (const { dim, members } of answer.filters) {
    if (members.length > 1) return null;
    if (members[0] !== undefined) coords[dim] = members[0].code;
  }
  for (const [dim, member] of cellMembers(answer, r, c)) coords[dim] = member.code;
  return coords;
}

/** A drill-through condition: a leaf by its code, a consolidated member by the facts under it. */
export interface FactCondition {
  field: string;
  op: 'eq' | 'contains';
  value: string;
}

/**
 * Show Records: the fact conditions behind a cell, ANDed across dimensions; a filter of several
 * members gives one OR group. Facts under a consolidated member are those whose `<dim>_path`
 * holds `/<id>/` (shared `cubes.ts`). The filters are the answer's: those applied, the version's
 * first member included.
 */
export function factConditionsOf(
  answer: PivotAnswer,
  r: number,
  c: number,
): { all: FactCondition[]; any: FactCondition[][] } {
  const condition = (dim: string, m: { code: string; id: number; leaf: boolean }): FactCondition =>
    m.leaf
      ? { field: dim, op: 'eq', value: m.code }
      : { field: `${dim}_path`, op: 'contains', value: `/${m.id}/` };
  const members = cellMembers(answer, r, c);
  const all = [...members].map(([dim, m]) => condition(dim, m));
  const any: FactCondition[][] = [];
  for (const { dim, members: chosen } of answer.filters) {
    if (chosen.length === 0 || members.has(dim)) continue;
    const group = chosen.map((m) => condition(dim, m));
    if (group.length === 1 && group[0]) all.push(group[0]);
    else if (group.length > 1) any.push(group);
  }
  return { all, any };
}
