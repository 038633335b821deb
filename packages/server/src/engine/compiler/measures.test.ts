import { describe, expect, it } from 'vitest';
import { clickhouseDialect } from '../dialects/clickhouse';
import { duckdbDialect } from '../dialects/duckdb';
import { keyOf } from '../warehouse/cubes/load-keys';
import {
  cellAggregate,
  loadColumns,
  type MeasureSpec,
  roundTo,
  scaledColumns,
  scaleTypes,
  storageColumns,
} from './measures';
import { compilePivot } from './pivot';

const money: MeasureSpec = { type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' };
const price: MeasureSpec = { ...money, aggregation: 'avg' };
const units: MeasureSpec = { type: 'integer', aggregation: 'sum' };
const distinct: MeasureSpec = { type: 'integer', aggregation: 'countd' };

describe('cube measures in SQL, exact per engine', () => {
  it('keeps an average as its sum and count, a distinct count as its values, in the declared type', () => {
    expect(storageColumns(price, 3, duckdbDialect)).toEqual([
      ['m_3', 'DECIMAL(18, 2)'],
      ['n_3', 'BIGINT'],
    ]);
    expect(storageColumns(distinct, 0, duckdbDialect)).toEqual([['m_0', 'DOUBLE[]']]);
    expect(storageColumns(price, 3, clickhouseDialect)).toEqual([
      ['m_3', 'Decimal(18, 2)'],
      ['n_3', 'Int64'],
    ]);
    expect(storageColumns(distinct, 0, clickhouseDialect)).toEqual([['m_0', 'Array(Float64)']]);
  });

  it('rounds half away from zero: DuckDB casts decimals so, ClickHouse reads the rounded text', () => {
    expect(roundTo(money, 'x', duckdbDialect)).toBe('CAST(x AS DECIMAL(18, 2))');
    expect(roundTo(units, 'x', duckdbDialect)).toBe('CAST(round(x) AS BIGINT)');
    const text = (scale: number) =>
      `ifNull(if(toTypeName(x) LIKE '%Float%', toString((if(toFloat64(x) < 0, -1, 1) * floor(abs(toFloat64(x)) * 1e${scale} + 0.5)) / 1e${scale}), toString(round(x, ${scale}))), '0')`;
    expect(roundTo(money, 'sum(v)', clickhouseDialect)).toBe(
      `arrayMap(x -> if(isNull(x), NULL, CAST(${text(2)} AS Decimal(18, 2))), [sum(v)])[1]`,
    );
    expect(roundTo(distinct, 'sum(v)', clickhouseDialect)).toBe(
      `arrayMap(x -> if(isNull(x), NULL, toInt64(CAST(${text(0)} AS Decimal(18, 0)))), [sum(v)])[1]`,
    );
  });

  it('computes an average from the sums and counts under the cell, never from averages', () => {
    expect(cellAggregate(price, 1, duckdbDialect)).toBe('CAST(sum(f.m_1) AS DOUBLE) / nullif(sum(f.n_1), 0)');
    expect(cellAggregate(price, 1, clickhouseDialect)).toBe(
      'CAST(sum(f.m_1) AS Float64) / nullif(sum(f.n_1), 0)',
    );
    expect(loadColumns(price, 'src.v', duckdbDialect)).toEqual([
      'CAST(sum(src.v) AS DECIMAL(18, 2))',
      'count(src.v)',
    ]);
    expect(loadColumns(distinct, 'src.v', clickhouseDialect)).toEqual([
      'groupUniqArray(CAST(src.v AS Float64))',
    ]);
  });

  it('scales amounts by an exact factor, in 64 bits while the products fit, and leaves counts as they are', () => {
    const fast = scaleTypes(money, 1.05, 1e9, duckdbDialect);
    expect(fast).toEqual({ value: 'DECIMAL(18, 2)', factor: 'DECIMAL(18, 2)' });
    expect(scaledColumns(money, 0, duckdbDialect, '?', fast)).toEqual([
      'CAST(CAST(f.m_0 AS DECIMAL(18, 2)) * CAST(? AS DECIMAL(18, 2)) AS DECIMAL(18, 2))',
    ]);
    // 10^14 × 1.05 needs 16 digits before the point, 4 after: past 18, so 128 bits.
    const wide = scaleTypes(money, 1.05, 1e14, duckdbDialect);
    expect(wide).toEqual({ value: null, factor: 'DECIMAL(38, 12)' });
    expect(scaledColumns(price, 2, duckdbDialect, '?', wide)).toEqual([
      'CAST(f.m_2 * CAST(? AS DECIMAL(38, 12)) AS DECIMAL(18, 2))',
      'f.n_2',
    ]);
    expect(scaleTypes(units, 1.1, 7, duckdbDialect)).toEqual({
      value: 'DECIMAL(18, 0)',
      factor: 'DECIMAL(18, 1)',
    });
    expect(scaleTypes(units, 1 / 3, 7, duckdbDialect).factor).toBe('DECIMAL(38, 12)');
    expect(scaleTypes({ ...money, type: 'float' }, 1.1, 7, clickhouseDialect)).toEqual({
      value: null,
      factor: 'Float64',
    });
    expect(scaledColumns(distinct, 0, duckdbDialect, '?', wide)).toEqual(['f.m_0']);
  });

  it('matches a timestamp to a calendar at its leaf level', () => {
    expect(keyOf('src.t', 'day', duckdbDialect)).toBe("strftime(src.t, '%Y-%m-%d')");
    expect(keyOf('src.t', 'quarter', duckdbDialect)).toBe(
      "strftime(src.t, '%Y') || '-Q' || CAST(quarter(src.t) AS VARCHAR)",
    );
    expect(keyOf('src.t', 'month', clickhouseDialect)).toBe("formatDateTime(src.t, '%Y-%m')");
    expect(keyOf('src.code', null, duckdbDialect)).toBe('CAST(src.code AS VARCHAR)');
  });

  it('runs a distinct count and a last as statements of their own, with the pivot’s grouping', () => {
    const compiled = compilePivot(
      {
        facts: 'cube_x',
        rows: [{ column: 'd_0', members: 'ref_a', level: 0, chain: 1, expand: [], expandAll: false }],
        columns: [],
        filters: [],
        measures: [
          { index: 0, measure: money },
          { index: 1, measure: distinct },
          { index: 2, measure: { ...money, aggregation: 'last' } },
        ],
        lastBy: { column: 'd_0', members: 'ref_a' },
        totals: true,
      },
      duckdbDialect,
    );
    // A decimal leaves in whole units of its scale (exact as a DOUBLE up to 2^53); the facts'
    // count for the distinct count.
    expect(compiled.sql).toContain(
      'CAST(CAST(sum(p0_0) AS DECIMAL(38, 2)) * 100 AS DOUBLE) AS "v0", NULL AS "v1", NULL AS "v2", CAST(sum(pn) AS BIGINT) AS "n"',
    );
    // The cells leave by their members' ids, unnumbered: the server places them.
    expect(compiled.sql).toMatch(/^SELECT "r0_0", "v0", "v1", "v2", "n" FROM \(WITH f AS /);
    expect(compiled.sql).not.toContain('"rr"');
    expect(compiled.sql).toContain('FROM finest GROUP BY GROUPING SETS ((k0), ())');
    expect(compiled.extra.map((e) => e.measure)).toEqual([1, 2]);
    expect(compiled.extra[0]?.sql).toContain('f AS (SELECT *, unnest(f.m_1) AS u FROM cube_x f)');
    expect(compiled.extra[0]?.sql).toContain('count(DISTINCT f.u) AS "v"');
    expect(compiled.extra[1]?.sql).toContain('GROUP BY GROUPING SETS ((rm0.g0, lastm.pos), (lastm.pos))');
    expect(compiled.extra[1]?.sql).toMatch(
      /^SELECT "r0_0", "v" FROM \(SELECT "r0_0", "gid", CAST\(CAST\(arg_max\("s", CASE WHEN "s" IS NULL/,
    );
  });

  it('leaves out every total over the version dimension', () => {
    const compiled = compilePivot(
      {
        facts: 'cube_x',
        rows: [
          { column: 'd_0', members: 'ref_a', level: 0, chain: 1, expand: [], expandAll: false },
          {
            column: 'd_1',
            members: 'ref_v',
            level: 0,
            chain: 1,
            expand: [],
            expandAll: false,
            version: true,
          },
        ],
        columns: [],
        filters: [],
        measures: [{ index: 0, measure: money }],
        totals: true,
      },
      duckdbDialect,
    );
    expect(compiled.sql).toContain('GROUP BY GROUPING SETS ((rm0.g0, rm1.g0))');
  });
});
