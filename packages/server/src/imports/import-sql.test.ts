import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbDialect } from '../engine/dialects/duckdb';
import type { ImportPlan } from './import-plan';
import { typedSelect } from './import-sql';

/** Source text as an import reads it: every column VARCHAR, in file order. */
const source = `(SELECT * FROM (VALUES
  (1, ' 12 ', ' 2.5 ', ' 2024-01-02 ', ' true ', ' 2024-01-02 03:04:05 ', 'Ann', '_v0'),
  (2, 'lots', '', '', '', '', NULL, 'x'),
  (3, '7', 'abc', '2024-13-40', 'maybe', 'noon', 'Bob', NULL),
  (4, NULL, NULL, NULL, NULL, NULL, '', 'y')
) AS s(_line, "n", "amount", "day", "flag", "at", "name", "_r0"))`;

const text = (name: string, nullable = true) => ({ name, type: 'text' as const, nullable });
const plan: ImportPlan = {
  table: { name: 'target', key: null, columns: [] },
  existing: undefined,
  pairs: [
    { source: 'n', target: { name: 'n', type: 'integer', nullable: true } },
    { source: 'amount', target: { name: 'amount', type: 'decimal', nullable: true } },
    { source: 'day', target: { name: 'day', type: 'date', nullable: true } },
    { source: 'flag', target: { name: 'flag', type: 'boolean', nullable: true } },
    { source: 'at', target: { name: 'at', type: 'timestamp', nullable: true } },
    { source: 'name', target: text('name', false) },
    // A source column named like the select's own inner names stays what it is.
    { source: '_r0', target: text('note') },
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
    expect(rows[1]?._reason).toBe('n: "lots" is not an integer; name: a value is required');
    expect(rows[2]?._reason).toBe(
      'amount: "abc" is not a decimal; day: "2024-13-40" is not a date; flag: "maybe" is not a boolean; at: "noon" is not a timestamp',
    );
    expect(rows[2]).toMatchObject({ n: 7, name: 'Bob', note: null });
  });

  it('keeps an empty text as a value, and rejects nothing in a row of NULLs but what is required', () => {
    expect(rows[3]).toMatchObject({ n: null, amount: null, name: '', _reason: null });
  });
});
