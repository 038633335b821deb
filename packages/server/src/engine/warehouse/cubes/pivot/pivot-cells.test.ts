import { describe, expect, it } from 'vitest';
import type { AxisDim } from './pivot-axes';
import { cellValue, readCells } from './pivot-cells';
import { keyOf } from './pivot-headers';

const flat = (name: string): AxisDim => ({
  name,
  index: 0,
  expanded: new Set(),
  items: 0,
  shown: { sql: '1 = 1', params: [] },
  plan: { column: 'd_0', members: 'ref', level: 0, chain: 1, expand: [], expandAll: false, flat: true },
});

describe('readCells', () => {
  it('places every row of a shuffled answer by its member ids, totals (NULL ids) included', () => {
    // 3,000 row members × 7 column members with their totals: past the tree's first capacity.
    const rowIds = [...Array.from({ length: 3000 }, (_, i) => 10_000 + i * 3), Number.NaN];
    const columnIds = [...Array.from({ length: 7 }, (_, j) => 5 + j), Number.NaN];
    const tuples = rowIds.flatMap((r, i) => columnIds.map((c, j) => ({ r, c, v: i * 100 + j + 0.25 })));
    tuples.reverse();
    tuples.sort((a, b) => ((a.v * 7919) % 13) - ((b.v * 7919) % 13));
    const column = (pick: (t: (typeof tuples)[number]) => number) => Float64Array.from(tuples, pick);
    const cells = readCells(
      {
        length: tuples.length,
        columns: { r0_0: column((t) => t.r), c0_0: column((t) => t.c), v0: column((t) => t.v) },
      },
      [],
      { rows: [flat('item')], columns: [flat('column')] },
      ['sum'],
      1_000_000,
    );
    expect(cells.rows.chains).toHaveLength(rowIds.length);
    expect(cells.columns.chains).toHaveLength(columnIds.length);
    rowIds.forEach((r, i) => {
      const row = cells.rows.slots.get(keyOf([Number.isNaN(r) ? [] : [r]]));
      columnIds.forEach((c, j) => {
        const at = cells.columns.slots.get(keyOf([Number.isNaN(c) ? [] : [c]]));
        expect(cellValue(cells, row, at, 0)).toBe(i * 100 + j + 0.25);
      });
    });
  });

  it('gives an extra statement’s row the main one did not find no cell', () => {
    const cells = readCells(
      { length: 1, columns: { r0_0: Float64Array.of(1), c0_0: Float64Array.of(2), v0: Float64Array.of(3) } },
      [
        {
          measure: 1,
          answer: {
            length: 2,
            columns: { r0_0: Float64Array.of(1, 9), c0_0: Float64Array.of(2, 2), v: Float64Array.of(4, 5) },
          },
        },
      ],
      { rows: [flat('item')], columns: [flat('column')] },
      ['sum', 'last'],
      1_000,
    );
    expect(cells.rows.chains).toEqual([[[1]]]);
    expect(cellValue(cells, 0, 0, 0)).toBe(3);
    expect(cellValue(cells, 0, 0, 1)).toBe(4);
  });
});
