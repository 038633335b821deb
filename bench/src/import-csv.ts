import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { uploadChunkBytes } from '@cubus/shared';
import { DuckDBInstance } from '@duckdb/node-api';
import { type ChunkReader, chunkReader } from './chunk-reader';
import { followJobs } from './job-events';
import { cpuSeconds, type Running, settled, startCubus } from './server-process';
import { sendChunk } from './upload-chunk';

/** One import of the file through a freshly started server, beside its baseline run just after. */
export interface ImportRun {
  /** Upload, import job and the table queryable, through the server (HTTP on 127.0.0.1). */
  serverSeconds: number;
  uploadSeconds: number;
  jobSeconds: number;
  /** `CREATE TABLE … AS SELECT * FROM read_csv(…)` (or `read_parquet`) on the same file, DuckDB alone, same threads and memory. */
  duckdbSeconds: number;
  ratio: number;
  /** The server process's peak resident memory (VmHWM) over the whole run. */
  peakRssMiB: number;
  /** CPU time of the server process from upload to queryable table (the client's not counted). */
  serverCpuSeconds: number;
  /** CPU time of DuckDB's CREATE TABLE AS and checkpoint. */
  duckdbCpuSeconds: number;
}

export interface ImportCsv {
  format: 'csv' | 'parquet';
  rows: number;
  fileBytes: number;
  runs: ImportRun[];
}

/** Where an import is measured against: ClickHouse's server `env`, and the `baseline` (seconds) run on its file instead of DuckDB's. */
export interface ImportBeside {
  env: Record<string, string>;
  baseline: (file: string) => Promise<number>;
}

const rowCount = 3_000_000;
/** The rows of the small file each server imports first, untimed. */
const warmUpRows = 10_000;

/** The table the import makes, and its mapping: `date` (MMDDHHMM) as bigint, as DuckDB's own sniffing types it. */
export const flightsTable = 'flights';
export const flightsMapping = [
  { source: 'date', target: 'date', type: 'bigint' },
  { source: 'delay', target: 'delay', type: 'integer' },
  { source: 'distance', target: 'distance', type: 'integer' },
  { source: 'origin', target: 'origin' },
  { source: 'destination', target: 'destination' },
] as const;

/**
 * Flights-like rows (the shape of vega-datasets' flights: date, delay, distance, origin,
 * destination), written by DuckDB from constants: bounded and local. `date` (MMDDHHMM) is loaded
 * as bigint, as DuckDB's own sniffing types it, so both sides build the same table; the Parquet
 * file holds it as a BIGINT already.
 */
const writeFlights = (file: string, format: ImportCsv['format'], rows = rowCount) => `COPY (
  SELECT strftime(TIMESTAMP '2001-01-01' + to_minutes(range::BIGINT * 7 % 525600), '%m%d%H%M')${format === 'parquet' ? '::BIGINT' : ''} AS date,
    ((range * 7919) % 180)::INTEGER - 30 AS delay,
    ((range * 104729) % 2500)::INTEGER + 100 AS distance,
    (['SEA', 'SFO', 'LAX', 'JFK', 'ORD', 'ATL', 'DFW', 'DEN'])[(range % 8) + 1] AS origin,
    (['BOS', 'PHX', 'LAS', 'MIA', 'MSP', 'DTW', 'IAH', 'PDX'])[((range * 3) % 8) + 1] AS destination
  FROM range(${rows})) TO '${file.replaceAll("'", "''")}' ${format === 'parquet' ? '(FORMAT parquet)' : "(HEADER, DELIMITER ',')"}`;

/** `VmHWM` of a Linux process in MiB (peak resident set since it started). */
async function peakRssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/^VmHWM:\s+(\d+) kB/m)?.[1] ?? 0);
  return kb / 1024;
}

async function call<T>(cubus: Running, token: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${cubus.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/**
 * The file in 8 MiB chunks, each with its checksum, as the console uploads: hashed as it goes (the
 * first chunk read and hashed while the start is on its way, the next one while the current one
 * is, on a thread of their own as a browser's sends go on beside its hashing), the whole file's
 * SHA-256 with the last chunk → the file id.
 */
async function uploadFile(
  cubus: Running,
  token: string,
  { file, size, reader }: { file: string; size: number; reader: ChunkReader },
): Promise<string> {
  let ahead = reader.read(0);
  // Awaited after the start; a failed read must not go unhandled meanwhile.
  ahead.catch(() => {});
  const { uploadId } = await call<{ uploadId: string }>(cubus, token, '/api/uploadchunk', {
    action: 'start',
    name: path.basename(file),
    size,
  });
  let fileId = '';
  for (let offset = 0; offset < size; ) {
    const next = await ahead;
    const sending = sendChunk(cubus.url, token, { uploadId, offset, ...next });
    const end = offset + next.chunk.length;
    if (end < size) {
      ahead = reader.read(end);
      ahead.catch(() => {});
    }
    const { status, body } = await sending;
    if (status !== 200) throw new Error(`chunk at ${offset}: ${status} ${JSON.stringify(body)}`);
    fileId = body.file?.fileId ?? fileId;
    offset = end;
  }
  if (!fileId) throw new Error('the upload did not complete');
  return fileId;
}

/**
 * A 3,000,000-row CSV (or Parquet) file imported `runs` times, each through a freshly started
 * server (upload in chunks, import into a new table, its end followed on the event stream) and
 * paired with DuckDB alone creating a table from the same file just after, with the server's
 * thread and memory settings; and the server's peak memory. CPU seconds are given beside the
 * times: on a busy machine they vary less.
 * `beside`: the server started with its `env` (ClickHouse), measured beside its `baseline` (seconds) instead of DuckDB.
 * The first CSV run makes the table `flights` the group-by bench reads; the next ones `flights_2`…
 */
export async function importCsv(
  dataDir: string,
  format: ImportCsv['format'] = 'csv',
  { runs = 1, beside }: { runs?: number; beside?: ImportBeside } = {},
): Promise<ImportCsv> {
  const file = path.join(dataDir, `bench-flights.${format}`);
  const writer = await DuckDBInstance.create(':memory:');
  const setup = await writer.connect();
  await setup.run(writeFlights(file, format));
  const warmUpFile = path.join(dataDir, `bench-flights-warm-up.${format}`);
  await setup.run(writeFlights(warmUpFile, format, warmUpRows));
  setup.closeSync();
  writer.closeSync();
  const fileBytes = (await stat(file)).size;
  try {
    const measured: ImportRun[] = [];
    const base = format === 'csv' ? flightsTable : `${flightsTable}_${format}`;
    for (let run = 0; run < runs; run++) {
      const table = run === 0 ? base : `${base}_${run + 1}`;
      const server = await importThroughServer(dataDir, { file, warmUpFile }, format, table, beside?.env);
      const baseline = beside
        ? { duckdbSeconds: await beside.baseline(file), duckdbCpuSeconds: Number.NaN }
        : await duckdbCreateTable(dataDir, file, format);
      measured.push({ ...server, ...baseline, ratio: server.serverSeconds / baseline.duckdbSeconds });
    }
    return { format, rows: rowCount, fileBytes, runs: measured };
  } finally {
    await rm(file, { force: true });
    await rm(warmUpFile, { force: true });
  }
}

/** A file to import into a new `table`, and the rows it must load. */
interface ImportOf {
  file: string;
  format: ImportCsv['format'];
  table: string;
  rows: number;
}

/** One file uploaded and imported into a new `table`, the run's end followed on `events` → its times. */
async function importFile(
  cubus: Running,
  token: string,
  events: Awaited<ReturnType<typeof followJobs>>,
  what: ImportOf,
) {
  const size = (await stat(what.file)).size;
  // Its thread started before the clock does and stopped after it (ending a thread took 2–20 ms):
  // a browser's hashing worker is there before an upload and stays after it.
  const reader = await chunkReader(what.file, size, uploadChunkBytes);
  try {
    return await timedImport(cubus, token, events, what, { size, reader });
  } finally {
    await reader.close();
  }
}

/** The upload and the import of `importFile`, timed. */
async function timedImport(
  cubus: Running,
  token: string,
  events: Awaited<ReturnType<typeof followJobs>>,
  { file, format, table, rows }: ImportOf,
  { size, reader }: { size: number; reader: ChunkReader },
) {
  const began = performance.now();
  const fileId = await uploadFile(cubus, token, { file, size, reader });
  const uploaded = performance.now();
  const { row } = await call<{ row: { id: string } }>(cubus, token, '/api/qry', {
    op: 'create',
    object: 'imports',
    values: {
      name: table,
      mode: 'append',
      source: { fileId, format },
      target: { newTable: table },
      mapping: flightsMapping,
      policy: { onError: 'fail', maxRejected: 0 },
    },
  });
  const { jobId } = await call<{ jobId: string }>(cubus, token, '/api/qry', {
    op: 'run',
    object: 'imports',
    id: row.id,
  });
  const end = await events.end(jobId);
  const done = performance.now();
  if (end.status !== 'succeeded') {
    const job = await call<{ row: { error: string | null } }>(cubus, token, '/api/qry', {
      op: 'get',
      object: 'jobs',
      id: jobId,
    });
    throw new Error(`import ${end.status}: ${job.row.error}`);
  }
  if (end.rowsLoaded !== rows) throw new Error(`loaded ${end.rowsLoaded} rows`);
  return {
    serverSeconds: (done - began) / 1000,
    uploadSeconds: (uploaded - began) / 1000,
    jobSeconds: (done - uploaded) / 1000,
  };
}

/**
 * The file uploaded and imported into `table` through a server started for it (and stopped), once
 * the server has settled after a small untimed import of the same kind (`warmUpFile`): the figure
 * is what a running server takes, not its first seconds' compiling.
 */
async function importThroughServer(
  dataDir: string,
  { file, warmUpFile }: { file: string; warmUpFile: string },
  format: ImportCsv['format'],
  table: string,
  env: Record<string, string> = {},
): Promise<Omit<ImportRun, 'duckdbSeconds' | 'duckdbCpuSeconds' | 'ratio'>> {
  const fileBytes = (await stat(file)).size;
  const password = (await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8')).match(
    /^ADMIN_PASSWORD=(.*)$/m,
  )?.[1];
  const cubus = await startCubus(dataDir, {
    ...env,
    CUBUS_FILE_MAX_BYTES: String(4 * fileBytes),
    // Room beside the files earlier benches left in the domain (the CSV's is some 20 times the Parquet's).
    CUBUS_DOMAIN_FILES_MAX_BYTES: String(16 * 2 ** 30),
  });
  const pid = cubus.child.pid ?? 0;
  try {
    const login = await fetch(`${cubus.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password }),
    });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    // Open from the start, as the console's is: the run's end arrives as an event, not by polling.
    const events = await followJobs(cubus.url, token);
    try {
      await importFile(cubus, token, events, {
        file: warmUpFile,
        format,
        table: `${table}_warm_up`,
        rows: warmUpRows,
      });
      await settled(pid);
      const cpuBefore = await cpuSeconds(pid);
      const times = await importFile(cubus, token, events, { file, format, table, rows: rowCount });
      const cpuAfter = await cpuSeconds(pid);
      return { ...times, peakRssMiB: await peakRssMiB(pid), serverCpuSeconds: cpuAfter - cpuBefore };
    } finally {
      await events.close();
    }
  } finally {
    await cubus.stop();
  }
}

/** DuckDB alone: `CREATE TABLE … AS SELECT * FROM read_csv(…)` (or `read_parquet`) of the file and a checkpoint, in a database of its own. */
async function duckdbCreateTable(
  dataDir: string,
  file: string,
  format: ImportCsv['format'],
): Promise<Pick<ImportRun, 'duckdbSeconds' | 'duckdbCpuSeconds'>> {
  const duckFile = path.join(dataDir, 'bench-import.duckdb');
  const duck = await DuckDBInstance.create(duckFile);
  try {
    const connection = await duck.connect();
    await connection.run("SET threads = 2; SET memory_limit = '1GB'");
    const cpu = process.cpuUsage();
    const began = performance.now();
    const reader = format === 'csv' ? 'read_csv' : 'read_parquet';
    await connection.run(`CREATE TABLE flights AS SELECT * FROM ${reader}('${file.replaceAll("'", "''")}')`);
    await connection.run('CHECKPOINT');
    const duckdbSeconds = (performance.now() - began) / 1000;
    const used = process.cpuUsage(cpu);
    connection.closeSync();
    return { duckdbSeconds, duckdbCpuSeconds: (used.user + used.system) / 1e6 };
  } finally {
    duck.closeSync();
    await rm(duckFile, { force: true });
  }
}
