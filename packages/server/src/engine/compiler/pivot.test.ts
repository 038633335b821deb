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
    expect(compiled.sql).toContain('CAST(f.d_0 AS DOUBLE) AS "r0_0"');
    expect(compiled.sql).toContain('GROUP BY GROUPING SETS ((f.d_0, cm0.g0), (f.d_0), (cm0.g0), ())');
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
