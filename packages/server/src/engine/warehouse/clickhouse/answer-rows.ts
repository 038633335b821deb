import type { CompactAnswer } from '../../clickhouse/clickhouse-client';
import type { NumberColumns, Row } from '../../engine';

/** The warehouse's boolean column: 18.16 has no Bool, and an enum is told apart from a number by its type. */
export const booleanType = "Enum8('false' = 0, 'true' = 1)";

/** A column type without `Nullable(…)`/`LowCardinality(…)`. */
const bare = (type: string) => type.replace(/^(?:Nullable|LowCardinality)\((.*)\)$/, '$1');

/**
 * How one column's JSON values become what DuckDB's answers hold: booleans as booleans, UTC times
 * as ISO 8601 (as `plain` writes a DuckDB timestamp), everything else as the JSON has it.
 */
function readerOf(type: string): (value: unknown) => unknown {
  const plain = bare(type);
  if (plain === booleanType) return (value) => (value === null ? null : value === 'true');
  if (plain === "DateTime('UTC')")
    return (value) => (typeof value === 'string' ? `${value.replace(' ', 'T')}.000Z` : value);
  return (value) => value;
}

/** A `JSONCompact` answer as row objects. */
export function rowsOf({ meta, data }: CompactAnswer): Row[] {
  const readers = meta.map((column) => readerOf(column.type));
  return data.map((values) =>
    Object.fromEntries(meta.map((column, i) => [column.name, readers[i]?.(values[i]) ?? values[i]])),
  );
}

/** A `JSONCompact` answer of numbers as typed columns (NULL as NaN); another type throws. */
export function numberColumnsOf({ meta, data }: CompactAnswer): NumberColumns {
  const columns: NumberColumns['columns'] = {};
  meta.forEach((column, i) => {
    if (!/^(U?Int\d+|Float\d+|Decimal)/.test(bare(column.type)))
      throw new Error(`column ${column.name} is ${column.type}, not a number`);
    columns[column.name] = Float64Array.from(data, (row) => (row[i] === null ? Number.NaN : Number(row[i])));
  });
  return { length: data.length, columns };
}
