import { type DuckDBConnection, DuckDBDecimalValue } from '@duckdb/node-api';
import type { NumberColumns, SqlValue } from '../../engine';

/**
 * One statement's answer, every column a Float64Array (see `WarehouseSession.queryNumbers`): read
 * vector by vector, a DOUBLE or whole-number item straight into its array. A decimal item is an
 * object converted by DuckDB one at a time, far slower: a statement meant to be read fast hands
 * decimals over as DOUBLE.
 */
export async function readNumbers(
  connection: DuckDBConnection,
  sql: string,
  params: SqlValue[] = [],
): Promise<NumberColumns> {
  const prepared = await connection.prepare(sql);
  try {
    if (params.length > 0) prepared.bind(params);
    const result = await prepared.run();
    const names = result.columnNames();
    const length = result.rowCount;
    const arrays = names.map(() => new Float64Array(length));
    let at = 0;
    for (let c = 0; c < result.chunkCount; c++) {
      const chunk = result.getChunk(c);
      arrays.forEach((into, i) => {
        const vector = chunk.getColumnVector(i);
        for (let row = 0; row < vector.itemCount; row++) {
          const value = vector.getItem(row);
          if (typeof value === 'number' || typeof value === 'bigint') into[at + row] = Number(value);
          else if (value === null) into[at + row] = Number.NaN;
          else if (value instanceof DuckDBDecimalValue) into[at + row] = value.toDouble();
          else throw new Error(`column ${names[i]} is not a number: ${vector.type}`);
        }
      });
      at += chunk.rowCount;
    }
    return { length, columns: Object.fromEntries(names.map((name, i) => [name, arrays[i] as Float64Array])) };
  } finally {
    prepared.destroySync();
  }
}
