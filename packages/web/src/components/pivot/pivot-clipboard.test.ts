import type { PivotAnswer, PivotMember } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { parseTsv } from '../../lib/sheet-clipboard';
import { pivotBlock, planPivotPaste, rangeOf } from './pivot-clipboard';
import { buildLayout } from './pivot-layout';

const member = (code: string, leaf = true): PivotMember => ({
  id: code.length,
  code,
  name: code,
  level: leaf ? 1 : 0,
  leaf,
  expanded: !leaf,
});

/** Regions (two leaves and their total) by two months, one measure, filtered to the Plan version. */
function answer(): PivotAnswer {
  return {
    rowDims: ['region'],
    columnDims: ['month'],
    measures: [{ name: 'amount', type: 'decimal', aggregation: 'sum', decimals: 2, scale: 2 }],
    filters: [{ dim: 'version', members: [{ id: 1, code: 'Plan', name: 'Plan', leaf: true }] }],
    rows: [
      { members: [member('North')], total: false },
      { members: [member('South')], total: false },
      { members: [member('All', false)], total: false },
    ],
    columns: [
      { members: [member('Jan')], total: false },
      { members: [member('Feb')], total: false },
    ],
    // Whole cents: 1.50, 2.00 / 3.00, none / 4.50, 2.00.
    cells: [[150, 200, 300, null, 450, 200]],
  };
}

describe('the pivot on the clipboard', () => {
  const pivot = answer();
  const layout = buildLayout(pivot);

  it('copies a range as numbers in the user’s language, with row and column titles when asked', () => {
    const range = rangeOf({ r: 1, k: 1 }, { r: 0, k: 0 });
    expect(pivotBlock(pivot, layout, range, 'de', null)).toEqual({
      block: [
        ['1,5', '2'],
        ['3', ''],
      ],
    });
    expect(pivotBlock(pivot, layout, range, 'en', { total: 'Total' })).toEqual({
      block: [
        ['North', '1.5', '2'],
        ['South', '3', ''],
      ],
      titles: ['', 'Jan · amount', 'Feb · amount'],
    });
  });

  it('pastes a block onto leaf cells with their full addresses; an empty cell clears', () => {
    const plan = planPivotPaste(
      pivot,
      layout,
      rangeOf({ r: 0, k: 0 }, null),
      parseTsv('10\t11\r\n12\t\r\n'),
      'en',
    );
    expect(plan).toEqual({
      cells: [
        { measure: 'amount', coords: { version: 'Plan', region: 'North', month: 'Jan' }, value: 10 },
        { measure: 'amount', coords: { version: 'Plan', region: 'North', month: 'Feb' }, value: 11 },
        { measure: 'amount', coords: { version: 'Plan', region: 'South', month: 'Jan' }, value: 12 },
        { measure: 'amount', coords: { version: 'Plan', region: 'South', month: 'Feb' }, value: null },
      ],
    });
  });

  it('fills a picked range with one pasted value', () => {
    const plan = planPivotPaste(pivot, layout, rangeOf({ r: 1, k: 1 }, { r: 0, k: 0 }), [['7']], 'en');
    expect('cells' in plan && plan.cells.map((c) => c.value)).toEqual([7, 7, 7, 7]);
  });

  it('refuses a total, a text, and a block past the edge, writing nothing', () => {
    const at = (r: number, k: number) => rangeOf({ r, k }, null);
    expect(planPivotPaste(pivot, layout, at(1, 0), [['1'], ['2']], 'en')).toEqual({ error: 'not_leaf' });
    expect(planPivotPaste(pivot, layout, at(0, 0), [['1', 'ten']], 'en')).toEqual({
      error: 'not_number',
      row: 1,
      column: 2,
      text: 'ten',
    });
    expect(planPivotPaste(pivot, layout, at(0, 1), [['1', '2']], 'en')).toEqual({ error: 'beyond' });
  });
});
