import type { PivotAnswer, PivotMember } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import {
  factConditionsOf,
  initialPivotState,
  moveDim,
  moveMeasure,
  type PivotCube,
  requestOf,
  stateAtCell,
  stateOfLayout,
  toggleExpand,
  writeCoordsOf,
} from './pivot-state';

const cube: PivotCube = {
  id: '00000000-0000-4000-8000-000000000001',
  dimensions: [
    { name: 'region', refId: 'r', scenario: false },
    { name: 'month', refId: 'm', scenario: false },
    { name: 'scenario', refId: 's', scenario: true },
  ],
  measures: [{ name: 'amount', type: 'float', aggregation: 'sum' }],
};
const member = (code: string, id: number, leaf: boolean, expanded = false): PivotMember => ({
  id,
  code,
  name: code,
  level: leaf ? 1 : 0,
  leaf,
  expanded,
});
const answer: PivotAnswer = {
  rowDims: ['region'],
  columnDims: ['month'],
  measures: [{ name: 'amount', type: 'float', aggregation: 'sum', decimals: null, scale: null }],
  filters: [],
  rows: [{ members: [member('North', 1, true)], total: false }],
  columns: [
    { members: [member('2024', 7, false)], total: false },
    { members: [null], total: true },
  ],
  cells: [[1, 1]],
};

describe('pivot state', () => {
  it('opens with a dimension on rows and columns, the scenario as a filter, the first measure', () => {
    const state = initialPivotState(cube);
    expect(requestOf(cube.id, state)).toEqual({
      cubeId: cube.id,
      rows: [{ dim: 'region', level: 0, expand: [], expandAll: false }],
      columns: [{ dim: 'month', level: 0, expand: [], expandAll: false }],
      filters: [],
      measures: ['amount'],
      totals: true,
      hideEmpty: true,
    });
  });

  it('moves a dimension between rows, columns, filters and off, keeping its drills', () => {
    let state = toggleExpand(initialPivotState(cube), 'columns', 0, member('2024', 7, false));
    state = moveDim(state, 'month', 'rows');
    expect(state.rows.map((d) => [d.dim, d.expand])).toEqual([
      ['region', []],
      ['month', ['2024']],
    ]);
    expect(state.columns).toEqual([]);
    state = moveDim(state, 'region', 'filters');
    expect(state.filters).toEqual({ scenario: [], region: [] });
    state = moveDim(state, 'scenario', 'none');
    expect(state.filters).toEqual({ region: [] });
  });

  it('orders dimensions within an axis and measures by position, as a drop does', () => {
    let state = moveDim(initialPivotState(cube), 'month', 'rows', 0);
    expect(state.rows.map((d) => d.dim)).toEqual(['month', 'region']);
    state = moveDim(state, 'month', 'rows', 1);
    expect(state.rows.map((d) => d.dim)).toEqual(['region', 'month']);
    state = moveDim(state, 'scenario', 'filters', 0);
    expect(state.filters).toEqual({ scenario: [] });
    state = moveMeasure(state, 'amount', null);
    expect(state.measures).toEqual([]);
    state = moveMeasure(moveMeasure(state, 'amount', 0), 'qty', 0);
    expect(state.measures).toEqual(['qty', 'amount']);
    expect(moveMeasure(state, 'qty', 5).measures).toEqual(['amount', 'qty']);
  });

  it('opens at one cell: its dimensions become filters on its members, the rest of the layout stays', () => {
    const at = stateAtCell(initialPivotState(cube), cube, [
      { dimension: 'region', code: 'North' },
      { dimension: 'scenario', code: 'Budget' },
      { dimension: 'gone', code: 'x' },
    ]);
    expect(at.rows).toEqual([]);
    expect(at.columns.map((d) => d.dim)).toEqual(['month']);
    expect(at.filters).toEqual({ scenario: ['Budget'], region: ['North'] });
    expect(stateAtCell(initialPivotState(cube), cube, [])).toEqual(initialPivotState(cube));
  });

  it('drills down and up', () => {
    const down = toggleExpand(initialPivotState(cube), 'rows', 0, member('North', 1, false));
    expect(down.rows[0]?.expand).toEqual(['North']);
    const up = toggleExpand(down, 'rows', 0, member('North', 1, false, true));
    expect(up.rows[0]?.expand).toEqual([]);
  });

  it('addresses a cell by its members and the single-member filters the answer applied; several members cannot be written', () => {
    const budget = { id: 12, code: 'Budget', name: 'Budget', leaf: true };
    const filtered = { ...answer, filters: [{ dim: 'scenario', members: [budget] }] };
    expect(writeCoordsOf(filtered, 0, 0)).toEqual({ scenario: 'Budget', region: 'North', month: '2024' });
    expect(writeCoordsOf(filtered, 0, 1)).toEqual({ scenario: 'Budget', region: 'North' });
    const both = [{ ...budget, id: 11, code: 'Actual', name: 'Actual' }, budget];
    expect(writeCoordsOf({ ...answer, filters: [{ dim: 'scenario', members: both }] }, 0, 0)).toBeNull();
  });

  it('finds the facts behind a cell: leaves by code, consolidated members by path, filters as OR groups', () => {
    const filtered = {
      ...answer,
      filters: [
        {
          dim: 'scenario',
          members: [
            { code: 'Actual', name: 'Actual', id: 11, leaf: true },
            { code: 'Budget', name: 'Budget', id: 12, leaf: true },
          ],
        },
      ],
    };
    expect(factConditionsOf(filtered, 0, 0)).toEqual({
      all: [
        { field: 'region', op: 'eq', value: 'North' },
        { field: 'month_path', op: 'contains', value: '/7/' },
      ],
      any: [
        [
          { field: 'scenario', op: 'eq', value: 'Actual' },
          { field: 'scenario', op: 'eq', value: 'Budget' },
        ],
      ],
    });
    // The version's first member, applied by the pivot, narrows the facts as a chosen one does.
    const opened = {
      ...answer,
      filters: [{ dim: 'scenario', members: [{ code: 'Actual', name: 'Actual', id: 11, leaf: true }] }],
    };
    expect(factConditionsOf(opened, 0, 0).all).toContainEqual({
      field: 'scenario',
      op: 'eq',
      value: 'Actual',
    });
  });
});

describe('a kept layout applied to the cube as it is now', () => {
  const kept = {
    rows: [{ dim: 'region', level: 0, expand: ['North'], expandAll: false }],
    columns: [{ dim: 'month', level: 1, expand: [], expandAll: true }],
    filters: { scenario: ['Actual'] },
    measures: ['amount'],
    totals: false,
    hideEmpty: false,
    sort: { column: 2, measure: 'amount', dir: 'asc' as const },
    format: 'millions' as const,
  };

  it('keeps one member of a version filter: versions are not added up', () => {
    const state = stateOfLayout(cube, { ...kept, filters: { scenario: ['Actual', 'Budget'] } });
    expect(state.filters).toEqual({ scenario: ['Actual'] });
  });

  it('restores every choice of a layout the cube still fits', () => {
    expect(stateOfLayout(cube, kept)).toEqual(kept);
    expect(stateOfLayout(cube, null)).toEqual(initialPivotState(cube));
  });

  it('leaves out what the cube lost, and the sort with it', () => {
    const lost = { ...cube, dimensions: cube.dimensions.filter((d) => d.name !== 'month') };
    expect(stateOfLayout(lost, kept)).toMatchObject({ columns: [], sort: null, rows: kept.rows });
    const renamed: PivotCube = {
      ...cube,
      measures: [{ name: 'revenue', type: 'float', aggregation: 'sum' }],
    };
    expect(stateOfLayout(renamed, kept)).toEqual(initialPivotState(renamed));
  });
});
