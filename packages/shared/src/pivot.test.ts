import { describe, expect, it } from 'vitest';
import { type PivotAnswer, pivotCell, pivotCellText, pivotRow } from './pivot';

const measure = (name: string, scale: number | null) => ({
  name,
  type: scale === null ? 'float' : 'decimal',
  aggregation: 'sum',
  decimals: scale,
  scale,
});

/** Two rows by two columns; money in whole cents, a ratio as its doubles. */
const answer: Pick<PivotAnswer, 'cells' | 'measures' | 'columns'> = {
  measures: [measure('money', 2), measure('ratio', null)],
  columns: [
    { members: [], total: false },
    { members: [], total: true },
  ],
  cells: [
    [1230, -5, null, 9007199254740991],
    [0.5, null, 1 / 3, 2],
  ],
};

describe('the pivot answer’s cells', () => {
  it('reads a measure’s cell by row and column, a scaled one back in its units', () => {
    expect([pivotCell(answer, 0, 0, 0), pivotCell(answer, 0, 1, 0), pivotCell(answer, 1, 0, 0)]).toEqual([
      12.3,
      -0.05,
      null,
    ]);
    expect([pivotCell(answer, 1, 0, 1), pivotCell(answer, 0, 1, 1)]).toEqual([1 / 3, null]);
    expect([pivotCell(answer, 2, 0, 0), pivotCell(answer, 0, 2, 0), pivotCell(answer, 0, 0, 2)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('gives a scaled cell as exact decimal text, past the digits a double keeps', () => {
    expect(pivotCellText(answer, 0, 0, 0)).toBe('12.30');
    expect(pivotCellText(answer, 0, 1, 0)).toBe('-0.05');
    expect(pivotCellText(answer, 1, 1, 0)).toBe('90071992547409.91');
    expect(pivotCellText(answer, 1, 0, 0)).toBeNull();
    expect(pivotCellText(answer, 0, 0, 1)).toBe('0.5');
  });

  it('reads a row column after column, each column’s measures in order', () => {
    expect(pivotRow(answer, 0)).toEqual([12.3, 0.5, -0.05, null]);
  });
});
