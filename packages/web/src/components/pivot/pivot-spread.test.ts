import { type PivotAnswer, type PivotMember, pivotCell } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { chainsOf, spreadWrite } from './pivot-spread';

const m = (code: string, level: number, leaf = true): PivotMember => ({
  id: code.length,
  code,
  name: code,
  level,
  leaf,
  expanded: !leaf,
});

/** Year → Q1 → Jan, Feb on rows; two regions and their total on columns. */
function answer(aggregation = 'sum'): PivotAnswer {
  return {
    rowDims: ['month'],
    columnDims: ['region'],
    measures: [{ name: 'amount', type: 'float', aggregation, decimals: null, scale: null }],
    filters: [],
    rows: [
      { members: [m('2024', 0, false)], total: false },
      { members: [m('Q1', 1, false)], total: false },
      { members: [m('Jan', 2)], total: false },
      { members: [m('Feb', 2)], total: false },
      { members: [m('Q2', 1)], total: false },
      { members: [null], total: true },
    ],
    columns: [
      { members: [m('North', 0)], total: false },
      { members: [m('South', 0)], total: false },
      { members: [null], total: true },
    ],
    //          North       South       Total
    cells: [
      [
        ...[40, 20, 60], // 2024
        ...[30, 10, 40], // Q1
        ...[10, 10, 20], // Jan
        ...[20, null, 20], // Feb
        ...[10, 10, 20], // Q2
        ...[40, 20, 60], // total
      ],
    ],
  };
}

const column = (a: PivotAnswer, c: number) => a.rows.map((_, r) => pivotCell(a, r, c, 0));

describe('chainsOf', () => {
  it('gives each header its shown ancestors', () => {
    expect(chainsOf(answer().rows, 1).map((h) => h[0])).toEqual([
      ['2024'],
      ['2024', 'Q1'],
      ['2024', 'Q1', 'Jan'],
      ['2024', 'Q1', 'Feb'],
      ['2024', 'Q2'],
      null,
    ]);
  });
});

describe('spreadWrite', () => {
  it('scales the cells under a consolidated cell and keeps the parents consistent', () => {
    // Q1 × North: 30 → 60, so Jan and Feb of North double, 2024 and the totals grow by 30.
    const after = spreadWrite(answer(), { r: 1, c: 0, m: 0 }, 60);
    expect(column(after, 0)).toEqual([70, 60, 20, 40, 10, 70]);
    // The row total over regions moves by North's share of each row.
    expect(column(after, 2)).toEqual([90, 70, 30, 40, 20, 90]);
    expect(column(after, 1)).toEqual(column(answer(), 1));
  });

  it('spreading keeps the parent total equal to the sum of its shown children', () => {
    const after = spreadWrite(answer(), { r: 0, c: 2, m: 0 }, 120);
    const [year, q1, jan, feb, q2] = column(after, 2) as number[];
    expect(year).toBe(120);
    expect((q1 ?? 0) + (q2 ?? 0)).toBeCloseTo(year ?? 0, 9);
    expect((jan ?? 0) + (feb ?? 0)).toBeCloseTo(q1 ?? 0, 9);
  });

  it('writes a leaf cell and moves only the cells containing it', () => {
    const after = spreadWrite(answer(), { r: 2, c: 1, m: 0 }, 15);
    expect(column(after, 1)).toEqual([25, 15, 15, null, 10, 25]);
    expect(column(after, 2)).toEqual([65, 45, 25, 20, 20, 65]);
  });

  it('only shows the written value for an aggregation that is not a sum', () => {
    const after = spreadWrite(answer('avg'), { r: 1, c: 0, m: 0 }, 60);
    expect(column(after, 0)).toEqual([40, 60, 10, 20, 10, 40]);
  });
});
