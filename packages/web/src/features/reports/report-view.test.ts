import { describe, expect, it } from 'vitest';
import { gridStateOf, gridViewOf, pivotStateOf, pivotViewOf } from './report-view';

const cube = {
  id: 'c',
  dimensions: [
    { name: 'region', refId: 'r1', scenario: false },
    { name: 'scenario', refId: 'r2', scenario: true },
  ],
  measures: [
    { name: 'amount', type: 'float' as const, aggregation: 'sum' as const },
    { name: 'quantity', type: 'integer' as const, aggregation: 'sum' as const },
  ],
};

describe('report views', () => {
  it('round-trips a pivot view through the pivot state, dropping what the cube lost', () => {
    const state = pivotStateOf(cube, {
      type: 'pivot',
      rows: [{ dim: 'region' }, { dim: 'gone' }],
      filters: [{ dim: 'scenario', members: ['Actual'] }],
      measures: ['amount', 'profit'],
      totals: false,
    });
    expect(state.rows.map((d) => d.dim)).toEqual(['region']);
    expect(state.measures).toEqual(['amount']);
    expect(pivotViewOf(cube, state)).toEqual({
      type: 'pivot',
      rows: [{ dim: 'region', level: 0, expand: [], expandAll: false }],
      columns: [],
      filters: [{ dim: 'scenario', members: ['Actual'] }],
      measures: ['amount'],
      totals: false,
      hideEmpty: true,
    });
  });

  it('keeps a grid view without the screen-only widths and density', () => {
    const view = gridViewOf({ fields: ['a'], widths: { a: 100 }, density: 'compact', search: 'x' });
    expect(view).toEqual({ type: 'grid', fields: ['a'], search: 'x' });
    expect(gridStateOf(view)).toEqual({ fields: ['a'], search: 'x' });
    expect(gridStateOf(null)).toBeUndefined();
  });
});
