import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { readNumbers } from './read-numbers';

describe('readNumbers', () => {
  it('reads DOUBLE, BIGINT, INTEGER and DECIMAL columns with their NULLs over several chunks', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      // 5,000 rows: three chunks of DuckDB's 2,048; a NULL every 7th row, in each chunk.
      const answer = await readNumbers(
        connection,
        `SELECT CASE WHEN i % 7 = 0 THEN NULL ELSE i * 1.5 END::DOUBLE AS d,
            CASE WHEN i % 7 = 3 THEN NULL ELSE i - 2500 END::BIGINT AS b,
            (i * 2)::INTEGER AS n, (i / 4)::DECIMAL(10, 2) AS m
          FROM range(?) t(i) ORDER BY i`,
        [5000],
      );
      const expected = (i: number) => [
        i % 7 === 0 ? null : i * 1.5,
        i % 7 === 3 ? null : i - 2500,
        i * 2,
        i / 4,
      ];
      const read = (i: number) =>
        ['d', 'b', 'n', 'm'].map((name) => {
          const value = answer.columns[name]?.[i] as number;
          return Number.isNaN(value) ? null : value;
        });
      expect(answer.length).toBe(5000);
      for (const i of [0, 1, 3, 2047, 2048, 2049, 4095, 4096, 4998, 4999])
        expect(read(i)).toEqual(expected(i));
      expect(Array.from({ length: 5000 }, (_, i) => read(i))).toEqual(
        Array.from({ length: 5000 }, (_, i) => expected(i)),
      );
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
