import { describe, expect, it } from 'vitest';
import { duckdbDialect } from '../dialects/duckdb';
import { compilePivot, type PivotDimPlan } from './pivot';

const dim = (column: string, members: string, flat: boolean): PivotDimPlan => ({
  column,
  members,
  level: 0,
  chain: 1,
  expand: [],
  expandAll: false,
  flat,
});

describe('compilePivot', () => {
  it('reads a flat dimension’s items from the facts, without a join to its members', () => {
    const compiled = compilePivot(
      {
        facts: 'cube_x',
        rows: [dim('d_0', 'ref_flat', true)],
        columns: [dim('d_1', 'ref_tree', false)],
        filters: [],
        measures: [{ index: 0, measure: { type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' } }],
        totals: true,
      },
      duckdbDialect,
    );
    expect(compiled.sql).not.toContain('ref_flat');
    expect(compiled.sql).toContain('JOIN cm0 ON cm0.leaf = f.d_1');
    expect(compiled.sql).toContain('f.d_0 AS k0');
    expect(compiled.sql).toContain('CAST(k0 AS DOUBLE) AS "r0_0"');
  });

  it('folds the facts into their finest groups once; the totals read those groups', () => {
    const compiled = compilePivot(
      {
        facts: 'cube_x',
        rows: [dim('d_0', 'ref_flat', true)],
        columns: [dim('d_1', 'ref_tree', false)],
        filters: [],
        measures: [
          { index: 0, measure: { type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' } },
          { index: 1, measure: { type: 'float', aggregation: 'avg' } },
        ],
        totals: true,
      },
      duckdbDialect,
    );
    expect(compiled.sql).toContain(
      'finest AS (SELECT f.d_0 AS k0, cm0.g0 AS k1, sum(f.m_0) AS p0_0, sum(f.m_1) AS p1_0, sum(f.n_1) AS p1_1 FROM f JOIN cm0 ON cm0.leaf = f.d_1 GROUP BY f.d_0, cm0.g0)',
    );
    expect(compiled.sql).toContain('CAST(sum(p1_0) AS DOUBLE) / nullif(sum(p1_1), 0)');
    expect(compiled.sql).toContain('FROM finest GROUP BY GROUPING SETS ((k0, k1), (k0), (k1), ())');
  });

  it('groups the facts once, without folding them first, when each fact is a cell of its own', () => {
    const compiled = compilePivot(
      {
        facts: 'cube_x',
        rows: [dim('d_0', 'ref_flat', true)],
        columns: [dim('d_1', 'ref_flat_too', true)],
        filters: [],
        measures: [{ index: 0, measure: { type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' } }],
        totals: true,
        factsAreCells: true,
      },
      duckdbDialect,
    );
    expect(compiled.sql).not.toContain('finest');
    expect(compiled.sql).toContain(
      'CAST(CAST(sum(f.m_0) AS DECIMAL(38, 2)) * 100 AS DOUBLE) AS "v0", CAST(GROUPING(f.d_0, f.d_1) AS BIGINT) AS "gid" FROM f  GROUP BY GROUPING SETS ((f.d_0, f.d_1), (f.d_0), (f.d_1), ())',
    );
  });

  it('leaves only the chains and the values: the reader places cells by member id, unnumbered', () => {
    const compiled = compilePivot(
      {
        facts: 'cube_x',
        rows: [dim('d_0', 'ref_flat', true)],
        columns: [dim('d_1', 'ref_flat_too', true)],
        filters: [],
        measures: [{ index: 0, measure: { type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' } }],
        totals: true,
      },
      duckdbDialect,
    );
    expect(compiled.sql).toMatch(/^SELECT "r0_0", "c0_0", "v0" FROM \(/);
    expect(compiled.sql).not.toContain('row_number');
    expect(compiled.sql).not.toContain('count(*)');
  });
});
