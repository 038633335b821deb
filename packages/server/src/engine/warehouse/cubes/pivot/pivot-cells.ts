import type { NumberColumns } from '../../../engine';
import type { AxisDim } from './pivot-axes';
import { pivotTooLarge } from './pivot-axes';
import { chainReader, keyOf } from './pivot-headers';

/** The headers of one axis the answer has values for: each one's chains, and its slot by key. */
export interface FoundHeaders {
  slots: Map<string, number>;
  chains: number[][][];
}

/**
 * The cells a pivot's statements found, in one flat matrix: row slot × column slot × measure
 * (`NaN`: no value), and which cells the main statement made (an empty total has no value at all).
 */
export interface PivotCells {
  rows: FoundHeaders;
  columns: FoundHeaders;
  measures: number;
  values: Float64Array;
  made: Uint8Array;
}

/** Measure `m` at a row and column slot (undefined: a header the answer did not find) → its value, or null. */
export function cellValue(cells: PivotCells, row: number | undefined, column: number | undefined, m: number) {
  if (row === undefined || column === undefined) return null;
  const at = row * cells.columns.chains.length + column;
  if (!cells.made[at]) return null;
  const value = cells.values[at * cells.measures + m] as number;
  return Number.isNaN(value) ? null : value;
}

const noValues = new Float64Array(0);

/** Between the chains of two dimensions: a step no member id takes. */
const nextDimension = Number.POSITIVE_INFINITY;

/**
 * An axis's headers as a tree of member ids (root: node 0), each node's header slot (-1: none
 * yet). Its edges, (node, id) → child, are kept by open addressing in typed arrays: a Map keyed by
 * the answer's doubles made an object per read, many times slower on 100,000 cells.
 */
class HeaderTree {
  readonly slots: number[] = [-1];
  private shift = 22;
  private parents = new Int32Array(1 << 10).fill(-1);
  private ids = new Float64Array(1 << 10);
  private children = new Int32Array(1 << 10);

  /** The child of `node` by `id` (made when `add`) → its node, or -1. */
  child(node: number, id: number, add: boolean): number {
    const mask = this.parents.length - 1;
    for (
      let at = Math.imul(Math.imul(node, 0x85ebca6b) ^ (id | 0), 0x9e3779b1) >>> this.shift;
      ;
      at = (at + 1) & mask
    ) {
      const parent = this.parents[at] as number;
      if (parent === node && this.ids[at] === id) return this.children[at] as number;
      if (parent !== -1) continue;
      if (!add) return -1;
      const made = this.slots.length;
      this.slots.push(-1);
      this.parents[at] = node;
      this.ids[at] = id;
      this.children[at] = made;
      if (made * 2 > mask) this.grow();
      return made;
    }
  }

  private grow() {
    const { parents, ids, children } = this;
    this.shift -= 1;
    this.parents = new Int32Array(parents.length * 2).fill(-1);
    this.ids = new Float64Array(parents.length * 2);
    this.children = new Int32Array(parents.length * 2);
    parents.forEach((parent, at) => {
      if (parent !== -1) this.place(parent, ids[at] as number, children[at] as number);
    });
  }

  private place(node: number, id: number, child: number) {
    const mask = this.parents.length - 1;
    let at = Math.imul(Math.imul(node, 0x85ebca6b) ^ (id | 0), 0x9e3779b1) >>> this.shift;
    while (this.parents[at] !== -1) at = (at + 1) & mask;
    this.parents[at] = node;
    this.ids[at] = id;
    this.children[at] = child;
  }
}

/**
 * Each answer row's header slot on one axis, found by its member ids in the axis's tree: a few
 * array reads per row, never a key made per row. A parent carried down the chain past its end
 * counts once, so tuples that differ only by it share a slot. With `add` false a header the main
 * statement did not find gets -1.
 */
function axisSlots(
  answer: NumberColumns,
  prefix: 'r' | 'c',
  dims: AxisDim[],
  found: FoundHeaders & { tree: HeaderTree },
  add: boolean,
): Int32Array {
  const { tree } = found;
  const reader = chainReader(prefix, dims, answer);
  const single = reader.columns.length === 1 && reader.columns[0]?.length === 1;
  if (single) {
    const fast = singleColumnSlots(reader.columns[0]?.[0] as Float64Array, (row) => slotAt(row));
    if (fast) return fast;
  }
  const slots = new Int32Array(answer.length);
  for (let row = 0; row < answer.length; row++) slots[row] = slotAt(row);
  return slots;

  function slotAt(row: number): number {
    let node = 0;
    for (let d = 0; d < reader.columns.length && node >= 0; d++) {
      if (d > 0) node = tree.child(node, nextDimension, add);
      const columns = reader.columns[d] as Float64Array[];
      let last = Number.NaN;
      for (let k = 0; k < columns.length && node >= 0; k++) {
        const id = (columns[k] as Float64Array)[row] as number;
        if (Number.isNaN(id) || id === last) continue;
        last = id;
        node = tree.child(node, id, add);
      }
    }
    if (node >= 0 && (tree.slots[node] as number) < 0 && add) {
      tree.slots[node] = found.chains.length;
      const chains = reader.chains(row);
      found.slots.set(keyOf(chains), found.chains.length);
      found.chains.push(chains);
    }
    return node >= 0 ? (tree.slots[node] as number) : -1;
  }
}

/**
 * The slots of an axis of one column (one dimension, one level: the usual wide pivot) with each
 * member id looked up in the tree once, then read from a table indexed by the id; undefined when
 * the ids are not small whole numbers, for the tree to do alone.
 */
function singleColumnSlots(ids: Float64Array, slotAt: (row: number) => number): Int32Array | undefined {
  let max = 0;
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row] as number;
    if (Number.isNaN(id)) continue;
    if (!(id >= 0 && id === (id | 0))) return undefined;
    if (id > max) max = id;
  }
  if (max > ids.length * 8 + 65_536) return undefined;
  // Slot + 2 by id: 0 not looked up yet, 1 none (-1); `| 0` keeps the index a small integer.
  const known = new Int32Array(max + 1);
  let total = -2;
  const slots = new Int32Array(ids.length);
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row] as number;
    if (Number.isNaN(id)) {
      if (total === -2) total = slotAt(row);
      slots[row] = total;
      continue;
    }
    const at = id | 0;
    let slot = (known[at] as number) - 2;
    if (slot === -2) {
      slot = slotAt(row);
      known[at] = slot + 2;
    }
    slots[row] = slot;
  }
  return slots;
}

/**
 * The cells of a pivot from its statements' answers: the main statement's values (a distinct count
 * there is 0 where there are facts, else empty), then each extra statement's measure in the cells
 * the main one made (not where a distinct count stayed empty), each row placed by its member ids;
 * past `maxCells` the layout is refused as it would be when shown.
 */
export function readCells(
  main: NumberColumns,
  extras: { measure: number; answer: NumberColumns }[],
  axes: { rows: AxisDim[]; columns: AxisDim[] },
  aggregations: string[],
  maxCells: number,
): PivotCells {
  const rows = { slots: new Map(), chains: [], tree: new HeaderTree() };
  const columns = { slots: new Map(), chains: [], tree: new HeaderTree() };
  const slotsOf = (answer: NumberColumns, add: boolean) => ({
    row: axisSlots(answer, 'r', axes.rows, rows, add),
    column: axisSlots(answer, 'c', axes.columns, columns, add),
  });
  const mainSlots = slotsOf(main, true);
  const width = columns.chains.length;
  const measures = aggregations.length;
  const size = rows.chains.length * width * Math.max(1, measures);
  if (size > maxCells) throw pivotTooLarge(size, maxCells);
  const values = new Float64Array(rows.chains.length * width * measures).fill(Number.NaN);
  const made = new Uint8Array(rows.chains.length * width);
  const counts = main.columns.n ?? noValues;
  const cellOf = new Int32Array(main.length);
  for (let row = 0; row < main.length; row++) {
    const at = (mainSlots.row[row] as number) * width + (mainSlots.column[row] as number);
    cellOf[row] = at;
    made[at] = 1;
  }
  // Measure by measure: one tight loop over the rows each, no test of the aggregation per row.
  aggregations.forEach((aggregation, j) => {
    const from = main.columns[`v${j}`] ?? noValues;
    if (aggregation === 'countd')
      for (let row = 0; row < main.length; row++)
        values[(cellOf[row] as number) * measures + j] = (counts[row] as number) > 0 ? 0 : Number.NaN;
    else
      for (let row = 0; row < main.length; row++)
        values[(cellOf[row] as number) * measures + j] = from[row] as number;
  });
  for (const { measure, answer } of extras) {
    const extraSlots = slotsOf(answer, false);
    const extraValues = answer.columns.v ?? noValues;
    const countd = aggregations[measure] === 'countd';
    for (let row = 0; row < answer.length; row++) {
      const r = extraSlots.row[row] as number;
      const c = extraSlots.column[row] as number;
      if (r < 0 || c < 0 || !made[r * width + c]) continue;
      const at = (r * width + c) * measures + measure;
      if (!(countd && Number.isNaN(values[at] as number))) values[at] = extraValues[row] as number;
    }
  }
  return { rows, columns, measures, values, made };
}
