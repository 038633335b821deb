import type { TableColumn, TableColumnType } from '@cubus/shared';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbDialect } from '../../dialects/duckdb';
import { decodeReasons, type ImportLayout as ImportPlan } from '../import-staging';
import { rowsCanBeRejected, swapStatements, typedSelect, valuesSelect } from './import-sql';

/** Source text as an import reads it: every column VARCHAR, in file order. */
const source = `(SELECT * FROM (VALUES
  (1, ' 12 ', ' 2.5 ', ' 2024-01-02 ', ' true ', ' 2024-01-02 03:04:05 ', 'Ann', '_v0'),
  (2, 'lots', '', '', '', '', NULL, 'x'),
  (3, '7', 'abc', '2024-13-40', 'maybe', 'noon', 'Bob', NULL),
  (4, NULL, NULL, NULL, NULL, NULL, '', 'y')
) AS s(_line, "n", "amount", "day", "flag", "at", "name", "_r0"))`;

const text = (name: string, nullable = true) => ({ name, type: 'text' as const, nullable });
const column = (name: string, type: TableColumnType) => ({ name, type, nullable: true });
const fromText = (source: string, target: TableColumn) => ({ source, sourceType: 'VARCHAR', target });
const plan: ImportPlan = {
  table: { name: 'target', key: null, columns: [] },
  existing: undefined,
  pairs: [
    fromText('n', column('n', 'integer')),
    fromText('amount', column('amount', 'decimal')),
    fromText('day', column('day', 'date')),
    fromText('flag', column('flag', 'boolean')),
    fromText('at', column('at', 'timestamp')),
    fromText('name', text('name', false)),
    // A source column named like the select's own inner names stays what it is.
    fromText('_r0', text('note')),
  ],
};

describe('the typed staging select', () => {
  let instance: DuckDBInstance;
  let rows: Record<string, unknown>[];

  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(
      `${typedSelect(duckdbDialect, plan, source, true)} ORDER BY _line`,
    );
    rows = reader.getRowObjectsJson() as Record<string, unknown>[];
    connection.closeSync();
  });
  afterAll(() => instance?.closeSync());

  it('casts each value, blanks around it allowed, and keeps text as it is', () => {
    expect(rows[0]).toEqual({
      _line: 1,
      n: 12,
      amount: '2.5000',
      day: '2024-01-02',
      flag: true,
      at: '2024-01-02 03:04:05',
      name: 'Ann',
      note: '_v0',
      _reason: null,
    });
  });

  it('gives every reason of a row, an empty value being no value', () => {
    const reasons = (row: Record<string, unknown> | undefined) => decodeReasons(String(row?._reason));
    expect(reasons(rows[1]).reason).toBe('n: "lots" is not an integer; name: a value is required');
    expect(reasons(rows[1]).reasons).toEqual([
      { key: 'notType', values: { column: 'n', value: 'lots', type: 'integer' } },
      { key: 'required', values: { column: 'name' } },
    ]);
    // A reason staged before reasons had keys keeps its words.
    expect(decodeReasons('n: "lots" is not an integer')).toEqual({
      reasons: [],
      reason: 'n: "lots" is not an integer',
    });
    expect(reasons(rows[2]).reason).toBe(
      'amount: "abc" is not a decimal; day: "2024-13-40" is not a date; flag: "maybe" is not a boolean; at: "noon" is not a timestamp',
    );
    expect(rows[2]).toMatchObject({ n: 7, name: 'Bob', note: null });
  });

  it('keeps an empty text as a value, and rejects nothing in a row of NULLs but what is required', () => {
    expect(rows[3]).toMatchObject({ n: null, amount: null, name: '', _reason: null });
  });
});

/** A Parquet or JSON source as the engine reads it: its own types. */
const typedSource = `(SELECT * FROM (VALUES
  (1, CAST(7 AS BIGINT), CAST(7 AS BIGINT), 2.5, TIMESTAMP '2024-01-02 03:04:05', 42),
  (2, CAST(9000000000 AS BIGINT), CAST(9000000000 AS BIGINT), NULL, NULL, NULL)
) AS s(_line, "big", "small", "amount", "at", "code"))`;

describe('the typed staging select over a typed source', () => {
  const typedPlan: ImportPlan = {
    table: { name: 'target', key: null, columns: [] },
    existing: undefined,
    pairs: [
      { source: 'big', sourceType: 'BIGINT', target: column('big', 'bigint') },
      { source: 'small', sourceType: 'BIGINT', target: column('small', 'integer') },
      { source: 'amount', sourceType: 'DECIMAL(2,1)', target: column('amount', 'double') },
      { source: 'at', sourceType: 'TIMESTAMP', target: column('day', 'date') },
      { source: 'code', sourceType: 'INTEGER', target: text('code') },
    ],
  };
  const sql = typedSelect(duckdbDialect, typedPlan, typedSource, true);
  let instance: DuckDBInstance;
  let rows: Record<string, unknown>[];

  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    rows = (await connection.runAndReadAll(`${sql} ORDER BY _line`)).getRowObjectsJson() as Record<
      string,
      unknown
    >[];
    connection.closeSync();
  });
  afterAll(() => instance?.closeSync());

  it('takes a value of the target type as it is, and never casts through text', () => {
    expect(sql).toContain('"big" AS _v0,');
    expect(sql).not.toMatch(/CAST\("big"/);
    expect(sql).toContain('TRY_CAST("small" AS INTEGER)');
    expect(sql).toContain('TRY_CAST("at" AS DATE)');
    expect(sql).not.toMatch(/TRY_CAST\([^)]*VARCHAR/);
    expect(rows[0]).toMatchObject({
      big: '7',
      small: 7,
      amount: 2.5,
      day: '2024-01-02',
      code: '42',
      _reason: null,
    });
  });

  it('rejects a value that does not fit, saying it as text', () => {
    expect(rows[1]).toMatchObject({ big: '9000000000', small: null, amount: null, day: null, code: null });
    expect(decodeReasons(String(rows[1]?._reason)).reason).toBe('small: "9000000000" is not an integer');
  });
});

describe('a typed source none of whose rows can be rejected', () => {
  const matching: ImportPlan = {
    table: { name: 'target', key: null, columns: [] },
    existing: undefined,
    pairs: [
      { source: 'big', sourceType: 'BIGINT', target: column('big', 'bigint') },
      { source: 'at', sourceType: 'TIMESTAMP', target: column('at', 'timestamp') },
      { source: 'code', sourceType: 'INTEGER', target: text('code') },
    ],
  };
  const withPair = (pair: ImportPlan['pairs'][number]) => ({ ...matching, pairs: [...matching.pairs, pair] });

  it('is staged as its values alone, a typed column as it is, never through text', async () => {
    expect(rowsCanBeRejected(matching)).toBe(false);
    const sql = valuesSelect(duckdbDialect, matching, typedSource);
    expect(sql).toBe(
      `SELECT "big" AS "big", "at" AS "at", CAST("code" AS VARCHAR) AS "code" FROM ${typedSource}`,
    );
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(sql);
    expect(reader.columnTypes().map(String)).toEqual(['BIGINT', 'TIMESTAMP', 'VARCHAR']);
    expect(reader.getRowObjectsJson()[1]).toEqual({ big: '9000000000', at: null, code: null });
    connection.closeSync();
    instance.closeSync();
  });

  it('is judged as soon as a cast can fail, a value is required or the table has a key', () => {
    expect(
      rowsCanBeRejected(
        withPair({ source: 'big', sourceType: 'BIGINT', target: column('small', 'integer') }),
      ),
    ).toBe(true);
    expect(
      rowsCanBeRejected(withPair({ source: 'code', sourceType: 'VARCHAR', target: column('n', 'integer') })),
    ).toBe(true);
    expect(
      rowsCanBeRejected(withPair({ source: 'at', sourceType: 'TIMESTAMP', target: column('day', 'date') })),
    ).toBe(true);
    expect(
      rowsCanBeRejected(withPair({ source: 'code', sourceType: 'INTEGER', target: text('note', false) })),
    ).toBe(true);
    expect(rowsCanBeRejected({ ...matching, table: { ...matching.table, key: 'big' } })).toBe(true);
  });

  it('swaps every staged row in, renaming a new table without a column to drop', () => {
    const stage = '"_stage_1"';
    expect(swapStatements(duckdbDialect, matching, stage, 'append', { judged: false, rows: 0 })).toEqual([
      `ALTER TABLE ${stage} RENAME TO "target"`,
    ]);
    expect(swapStatements(duckdbDialect, matching, stage, 'append', { judged: true, rows: 0 })).toEqual([
      `ALTER TABLE ${stage} DROP COLUMN _reason`,
      `ALTER TABLE ${stage} RENAME TO "target"`,
    ]);
    const existing = { ...matching, existing: {} };
    expect(swapStatements(duckdbDialect, existing, stage, 'replace', { judged: false, rows: 0 })).toEqual([
      'DELETE FROM "target"',
      `INSERT INTO "target" ("big", "at", "code") SELECT "big", "at", "code" FROM ${stage}`,
    ]);
    expect(swapStatements(duckdbDialect, existing, stage, 'append', { judged: true, rows: 1 })).toEqual([
      `INSERT INTO "target" ("big", "at", "code") SELECT "big", "at", "code" FROM ${stage} WHERE _reason IS NULL`,
    ]);
  });
});
