import type { NumberColumns } from '../../engine/engine';
import type { AxisDim } from './pivot-axes';
import { pivotTooLarge } from './pivot-axes';
import { chainReader } from './pivot-headers';

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

const noRanks = new Float64Array(0);

/**
 * Each row's rank on one axis (`rr` or `cr`: the statement's number for a distinct chain tuple of
 * the axis) and the header slot of each rank: a rank's chains are read and keyed once, at its first
 * row, not at every cell. Tuples that differ only by a parent carried down the chain share a key,
 * so ranks may share a slot. With `add` false a key the main statement did not find gets -1.
 */
function axisSlots(
  answer: NumberColumns,
  prefix: 'r' | 'c',
  dims: AxisDim[],
  found: FoundHeaders,
  add: boolean,
): { rank: Float64Array; slots: Int32Array } {
  const rank = answer.columns[`${prefix}r`] ?? noRanks;
  const reader = chainReader(prefix, dims, answer);
  const slots = new Int32Array(answer.length).fill(-2);
  for (let row = 0; row < answer.length; row++) {
    const r = rank[row] as number;
    if (slots[r] !== -2) continue;
    const key = reader.key(row);
    let slot = found.slots.get(key);
    if (slot === undefined && add) {
      slot = found.chains.length;
      found.slots.set(key, slot);
      found.chains.push(reader.chains(row));
    }
    slots[r] = slot ?? -1;
  }
  return { rank, slots };
}

/**
 * The cells of a pivot from its statements' answers: the main statement's values (a distinct count
 * there is 0 where there are facts, else empty), then each extra statement's measure in the cells
 * the main one made (not where a distinct count stayed empty). DuckDB numbers each answer's
 * distinct row and column tuples (`rr`, `cr`), so every cell is placed by two array reads; past
 * `maxCells` the layout is refused as it would be when shown.
 */
export function readCells(
  main: NumberColumns,
  extras: { measure: number; answer: NumberColumns }[],
  axes: { rows: AxisDim[]; columns: AxisDim[] },
  aggregations: string[],
  maxCells: number,
): PivotCells {
  const rows: FoundHeaders = { slots: new Map(), chains: [] };
  const columns: FoundHeaders = { slots: new Map(), chains: [] };
  // A cell's row and column slots: the slot of the row's rank on each axis.
  const slotsOf = (answer: NumberColumns, add: boolean) => {
    const row = axisSlots(answer, 'r', axes.rows, rows, add);
    const column = axisSlots(answer, 'c', axes.columns, columns, add);
    return {
      row: (at: number) => row.slots[row.rank[at] as number] as number,
      column: (at: number) => column.slots[column.rank[at] as number] as number,
    };
  };
  const mainSlots = slotsOf(main, true);
  const width = columns.chains.length;
  const measures = aggregations.length;
  const size = rows.chains.length * width * Math.max(1, measures);
  if (size > maxCells) throw pivotTooLarge(size, maxCells);
  const values = new Float64Array(rows.chains.length * width * measures).fill(Number.NaN);
  const made = new Uint8Array(rows.chains.length * width);
  const counts = main.columns.n ?? noRanks;
  const mainValues = aggregations.map((_, j) => main.columns[`v${j}`] ?? noRanks);
  for (let row = 0; row < main.length; row++) {
    const at = mainSlots.row(row) * width + mainSlots.column(row);
    made[at] = 1;
    for (let j = 0; j < measures; j++)
      values[at * measures + j] =
        aggregations[j] === 'countd'
          ? (counts[row] as number) > 0
            ? 0
            : Number.NaN
          : (mainValues[j]?.[row] as number);
  }
  for (const { measure, answer } of extras) {
    const extraSlots = slotsOf(answer, false);
    const extraValues = answer.columns.v ?? noRanks;
    const countd = aggregations[measure] === 'countd';
    for (let row = 0; row < answer.length; row++) {
      const r = extraSlots.row(row);
      const c = extraSlots.column(row);
      if (r < 0 || c < 0 || !made[r * width + c]) continue;
      const at = (r * width + c) * measures + measure;
      if (!(countd && Number.isNaN(values[at] as number))) values[at] = extraValues[row] as number;
    }
  }
  return { rows, columns, measures, values, made };
}
