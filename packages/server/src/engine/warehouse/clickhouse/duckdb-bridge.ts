import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { WarehouseEngine, WarehouseQuery } from '../../engine';
import { booleanType } from './answer-rows';
import type { ClickhouseEngine } from './clickhouse-engine';
import { throughPipe } from './named-pipe';

/*
 * Rows between ClickHouse and DuckDB, which reads and writes files for the warehouse on
 * ClickHouse (imports, members' edits, Parquet): CSV in the domain's own folder, streamed in bulk,
 * never row by row; a file from ClickHouse, a named pipe into it (the rows go as DuckDB writes
 * them). NULL is a bare `\N` both sides read and write.
 */

/** What an engine on ClickHouse needs of DuckDB: a scratch database, and the domain's folder it may use. */
export interface DuckDBScratch {
  duckdb: WarehouseEngine;
  folder: (domainId: string) => string;
}

const simpleTypes: Record<string, string> = {
  String: 'VARCHAR',
  Int8: 'TINYINT',
  Int16: 'SMALLINT',
  Int32: 'INTEGER',
  Int64: 'BIGINT',
  UInt8: 'UTINYINT',
  UInt16: 'USMALLINT',
  UInt32: 'UINTEGER',
  UInt64: 'UBIGINT',
  Float32: 'FLOAT',
  Float64: 'DOUBLE',
  Date: 'DATE',
  DateTime: 'TIMESTAMP',
  "DateTime('UTC')": 'TIMESTAMP',
  [booleanType]: 'BOOLEAN',
};

/**
 * DuckDB's type for a ClickHouse column type; text for what has none.
 * @example duckdbTypeOf('Nullable(Decimal(18, 4))') // 'DECIMAL(18, 4)'; duckdbTypeOf('Array(Int64)') // 'BIGINT[]'
 */
export function duckdbTypeOf(type: string): string {
  const bare = type.replace(/^(?:Nullable|LowCardinality)\((.*)\)$/, '$1');
  const array = /^Array\((.*)\)$/.exec(bare);
  if (array) return `${duckdbTypeOf(array[1] ?? '')}[]`;
  const decimal = /^Decimal\((\d+), (\d+)\)$/.exec(bare);
  if (decimal) return `DECIMAL(${Math.min(38, Number(decimal[1]))}, ${decimal[2]})`;
  return simpleTypes[bare] ?? 'VARCHAR';
}

/** A CSV file in the domain's folder for the length of `work`. */
async function withCsv<T>(scratch: DuckDBScratch, domainId: string, work: (csv: string) => Promise<T>) {
  const csv = path.join(scratch.folder(domainId), `.bridge-${randomUUID()}.csv`);
  try {
    return await work(csv);
  } finally {
    await rm(csv, { force: true });
  }
}

/** A ClickHouse select's rows into the DuckDB table `table` (made by the caller), each value cast to its DuckDB `types`. */
export function clickhouseToDuckDB(
  engine: ClickhouseEngine,
  scratch: DuckDBScratch,
  domainId: string,
  from: { select: string; types: string[] },
  into: { query: WarehouseQuery; table: string },
): Promise<void> {
  return withCsv(scratch, domainId, async (csv) => {
    await engine.answerToFile(domainId, `${from.select} FORMAT CSV`, csv);
    const columns = from.types.map((_, i) => `'c${i}': 'VARCHAR'`).join(', ');
    const casts = from.types.map((type, i) => `CAST(c${i} AS ${type})`).join(', ');
    await into.query(
      `INSERT INTO ${into.table} SELECT ${casts} FROM read_csv(?, auto_detect = false, header = false, nullstr = '\\N', quote = '"', escape = '"', delim = ',', columns = {${columns}})`,
      [csv],
    );
  });
}

/**
 * A DuckDB select's rows into the ClickHouse table `table` (its `columns` in the select's order),
 * streamed as DuckDB writes them;
 * `signal` stops the stream into ClickHouse (what it had inserted stays: the caller drops the table).
 */
export function duckdbToClickhouse(
  engine: ClickhouseEngine,
  scratch: DuckDBScratch,
  domainId: string,
  from: { query: WarehouseQuery; select: string },
  into: { table: string; columns: string[]; signal?: AbortSignal },
): Promise<void> {
  return throughPipe(
    scratch.folder(domainId),
    (pipe) =>
      from.query(
        `COPY (${from.select}) TO '${pipe.replaceAll("'", "''")}' (FORMAT csv, HEADER false, NULL '\\N')`,
      ),
    (rows) =>
      engine.insertData(
        domainId,
        `INSERT INTO ${into.table} (${into.columns.join(', ')}) FORMAT CSV`,
        rows,
        into.signal,
      ),
  );
}
