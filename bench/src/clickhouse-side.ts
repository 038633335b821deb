import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DuckDBInstance } from '@duckdb/node-api';
import { type ClickhouseServer, startClickhouse } from '../../packages/server/test/clickhouse-server';
import type { PivotAnswer } from '../../packages/shared/src/pivot';
import { call } from './cube-pivot';
import { type ImportCsv, importCsv } from './import-csv';
import { followJobs } from './job-events';
import { requestFor } from './qry-groupby';
import { signInAdmin } from './qry-select';
import { settled, startCubus } from './server-process';
import { interleaved, postQry, type SideBySide } from './side-by-side';
import { type WriteToPivot, writeToPivot } from './write-to-pivot';

export interface ClickhouseFigures {
  /** The flights CSV imported through Cubus beside `INSERT … FORMAT CSVWithNames` of the file, raw. */
  imported: ImportCsv;
  /** DuckDB alone reading the same file into a table (seconds). */
  duckdbReadSeconds: number;
  /** The group-by of the imported table, and the pivot of a cube made from it, beside their statements replayed raw. */
  grouped: SideBySide & { rows: number; statements: number };
  pivot: SideBySide & { facts: number; statements: number };
  /** One leaf written through the server, then the pivot read again showing it; beside their statements replayed raw. */
  written: WriteToPivot & { statements: number };
}

const iterations = 15;

/** A statement sent to the bench's ClickHouse as its default user, over HTTP → its answer's text. */
async function raw(
  server: ClickhouseServer,
  sql: string,
  database?: string,
  body?: Readable,
): Promise<string> {
  const url = new URL(`http://127.0.0.1:${server.port}/`);
  if (database) url.searchParams.set('database', database);
  url.searchParams.set('default_format', 'JSONCompact');
  if (body) url.searchParams.set('query', sql);
  const answer = await fetch(url, {
    method: 'POST',
    body: body ? (Readable.toWeb(body) as ReadableStream) : sql,
    ...(body ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`ClickHouse: ${text.slice(0, 300)}`);
  return text;
}

/** The file into a MergeTree table of the flights' columns, raw → seconds. */
async function rawImport(server: ClickhouseServer, file: string): Promise<number> {
  await raw(server, 'CREATE DATABASE IF NOT EXISTS bench_raw');
  await raw(server, 'DROP TABLE IF EXISTS bench_raw.flights');
  const began = performance.now();
  await raw(
    server,
    'CREATE TABLE bench_raw.flights (date Int64, delay Int32, distance Int32, origin String, destination String) ENGINE = MergeTree ORDER BY tuple()',
  );
  await raw(server, 'INSERT INTO bench_raw.flights FORMAT CSVWithNames', undefined, createReadStream(file));
  const seconds = (performance.now() - began) / 1000;
  await raw(server, 'DROP DATABASE bench_raw');
  return seconds;
}

/**
 * DuckDB alone reading the file into an in-memory table with the server's thread and memory
 * settings, → seconds: the part of an import the server cannot overlap with ClickHouse's load, as
 * DuckDB reads every imported file.
 */
async function duckdbRead(file: string): Promise<number> {
  const duck = await DuckDBInstance.create(':memory:');
  const connection = await duck.connect();
  try {
    await connection.run("SET threads = 2; SET memory_limit = '1GB'");
    const began = performance.now();
    await connection.run(`CREATE TABLE flights AS SELECT * FROM read_csv('${file.replaceAll("'", "''")}')`);
    return (performance.now() - began) / 1000;
  } finally {
    connection.closeSync();
    duck.closeSync();
  }
}

/**
 * The statements Cubus's server sent to ClickHouse (as its own user) while `work` ran, from the
 * query log, in the order they ended.
 */
async function statementsOf(server: ClickhouseServer, work: () => Promise<unknown>): Promise<string[]> {
  await raw(server, 'SYSTEM FLUSH LOGS');
  const since = JSON.parse(await raw(server, 'SELECT toString(now()) AS t')).data[0][0] as string;
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await work();
  await raw(server, 'SYSTEM FLUSH LOGS');
  const answer = JSON.parse(
    await raw(
      server,
      `SELECT query FROM system.query_log WHERE type = 2 AND user = '${server.user.name}' AND event_time > toDateTime('${since}') AND query NOT LIKE 'KILL %'`,
    ),
  ) as { data: [string][] };
  return answer.data.map(([query]) => query);
}

/**
 * Cubus on ClickHouse beside ClickHouse alone, on one ClickHouse server of its own (Debian's
 * `clickhouse-server`, started as a child): the 3,000,000-row flights CSV imported through the
 * server beside `INSERT … FORMAT CSVWithNames` of the same file; the group-by of the imported table
 * and the pivot (origin × destination with totals) of a cube made from it (origin, destination,
 * distance; delay's sum) through the server, and one leaf of it written then shown by the pivot
 * again, each beside the very statements the server sent, taken from ClickHouse's query log and
 * replayed raw over HTTP in the domain's database; interleaved, medians.
 */
export async function clickhouseSide(): Promise<ClickhouseFigures> {
  const server = await startClickhouse({ logQueries: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cubus-bench-clickhouse-'));
  try {
    const env = {
      CLICKHOUSE_URL: `http://${server.user.name}:${server.user.password}@127.0.0.1:${server.port}/cubus`,
    };
    // The first start seeds the data dir and the domain's database.
    await (await startCubus(dataDir, env)).stop();
    let duckdbReadSeconds = Number.NaN;
    const imported = await importCsv(dataDir, 'csv', {
      beside: {
        env,
        baseline: async (file) => {
          duckdbReadSeconds = await duckdbRead(file);
          return rawImport(server, file);
        },
      },
    });
    const cubus = await startCubus(dataDir, env);
    try {
      const { accessToken, session } = await signInAdmin(dataDir, cubus.url);
      const settle = () => settled(cubus.child.pid ?? 0);
      const database = `cubus_${session.domain.id.replaceAll('-', '')}`;
      const replay = (statements: string[]) => async () => {
        for (const statement of statements) await raw(server, statement, database);
      };
      const tables = await postQry(
        cubus.url,
        accessToken,
        JSON.stringify({ op: 'select', object: 'tables', fields: ['id', 'name', 'rows'], search: 'flights' }),
      );
      const table = tables.rows.find((row) => row.name === 'flights');
      if (!table) throw new Error('the import made no table flights');
      const body = JSON.stringify(requestFor(String(table.id)));
      const groupBy = () => postQry(cubus.url, accessToken, body);
      const groupStatements = await statementsOf(server, groupBy);
      const grouped = {
        rows: Number(table.rows),
        statements: groupStatements.length,
        ...(await interleaved(groupBy, replay(groupStatements), iterations, 3, settle)),
      };

      const events = await followJobs(cubus.url, accessToken);
      const made = await call<{ jobId: string; cubeId: string }>(cubus, accessToken, '/api/cubes/generate', {
        name: 'Flights',
        tableId: table.id,
        dimensions: [{ column: 'origin' }, { column: 'destination' }, { column: 'distance' }],
        measures: [{ column: 'delay', aggregation: 'sum' }],
      });
      const end = await events.end(made.jobId).finally(() => events.close());
      if (end.status !== 'succeeded') throw new Error(`the cube's generate ${end.status}`);
      const request = {
        cubeId: made.cubeId,
        rows: [{ dim: 'origin' }],
        columns: [{ dim: 'destination' }],
        totals: true,
      };
      const pivot = () => call<PivotAnswer>(cubus, accessToken, '/api/cubes/pivot', request);
      const pivotStatements = await statementsOf(server, pivot);
      const [facts] = JSON.parse(
        await raw(server, `SELECT count() FROM cube_${made.cubeId.replaceAll('-', '')}`, database),
      ).data as [number][];
      const pivotTimes = await interleaved(pivot, replay(pivotStatements), iterations, 3, settle);
      const write = (body: object) =>
        call(cubus, accessToken, '/api/cubes/write', { cubeId: made.cubeId, ...body });
      // The leaf of the file's first row (SEA to BOS, 100 miles).
      const cell = { measure: 'delay', coords: { origin: 'SEA', destination: 'BOS', distance: '100' } };
      const writeStatements = await statementsOf(server, async () => {
        await write({ ...cell, value: 0 });
        await pivot();
      });
      const written = await writeToPivot({
        write,
        pivot,
        cell,
        baseline: replay(writeStatements),
        iterations,
      });
      return {
        imported,
        duckdbReadSeconds,
        grouped,
        pivot: { facts: Number(facts?.[0]), statements: pivotStatements.length, ...pivotTimes },
        written: { ...written, statements: writeStatements.length },
      };
    } finally {
      await cubus.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await server.stop();
  }
}
