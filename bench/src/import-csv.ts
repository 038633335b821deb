import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { uploadChunkBytes } from '@cubus/shared';
import { DuckDBInstance } from '@duckdb/node-api';
import { type Running, startCubus } from './server-process';

export interface ImportCsv {
  rows: number;
  fileBytes: number;
  /** Upload, import job and the table queryable, through the server (HTTP on 127.0.0.1). */
  serverSeconds: number;
  uploadSeconds: number;
  jobSeconds: number;
  /** `CREATE TABLE … AS SELECT * FROM read_csv(…)` on the same file, DuckDB alone, same threads and memory. */
  duckdbSeconds: number;
  ratio: number;
  /** The server process's peak resident memory (VmHWM) over the whole run. */
  peakRssMiB: number;
}

const rowCount = 3_000_000;

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
 * as bigint, as DuckDB's own sniffing types it, so both sides build the same table.
 */
const writeFlights = (file: string) => `COPY (
  SELECT strftime(TIMESTAMP '2001-01-01' + to_minutes(range::BIGINT * 7 % 525600), '%m%d%H%M') AS date,
    ((range * 7919) % 180)::INTEGER - 30 AS delay,
    ((range * 104729) % 2500)::INTEGER + 100 AS distance,
    (['SEA', 'SFO', 'LAX', 'JFK', 'ORD', 'ATL', 'DFW', 'DEN'])[(range % 8) + 1] AS origin,
    (['BOS', 'PHX', 'LAS', 'MIA', 'MSP', 'DTW', 'IAH', 'PDX'])[((range * 3) % 8) + 1] AS destination
  FROM range(${rowCount})) TO '${file.replaceAll("'", "''")}' (HEADER, DELIMITER ',')`;

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

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

/** The file in 8 MiB chunks, each with its checksum, as the console uploads → the file id. */
async function uploadFile(cubus: Running, token: string, file: string): Promise<string> {
  const size = (await stat(file)).size;
  const headers = { authorization: `Bearer ${token}` };
  const { uploadId } = await call<{ uploadId: string }>(cubus, token, '/api/uploadchunk', {
    action: 'start',
    name: path.basename(file),
    size,
    sha256: await sha256File(file),
  });
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(uploadChunkBytes);
    let fileId = '';
    for (let offset = 0; offset < size; offset += uploadChunkBytes) {
      const { bytesRead } = await handle.read(buffer, 0, uploadChunkBytes, offset);
      const chunk = buffer.subarray(0, bytesRead);
      const response = await fetch(`${cubus.url}/api/uploadchunk?uploadId=${uploadId}&offset=${offset}`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/octet-stream',
          'x-chunk-sha256': createHash('sha256').update(chunk).digest('hex'),
        },
        body: chunk,
      });
      const answer = (await response.json()) as { file?: { fileId: string } };
      if (!response.ok) throw new Error(`chunk at ${offset}: ${response.status} ${JSON.stringify(answer)}`);
      fileId = answer.file?.fileId ?? fileId;
    }
    if (!fileId) throw new Error('the upload did not complete');
    return fileId;
  } finally {
    await handle.close();
  }
}

/**
 * A 3,000,000-row CSV imported through the running server (upload in chunks, import into a new
 * table, wait for the job) beside DuckDB alone creating a table from the same file, in the same
 * run, with the server's thread and memory settings; and the server's peak memory.
 */
export async function importCsv(dataDir: string): Promise<ImportCsv> {
  const file = path.join(dataDir, 'bench-flights.csv');
  const writer = await DuckDBInstance.create(':memory:');
  const setup = await writer.connect();
  await setup.run(writeFlights(file));
  setup.closeSync();
  writer.closeSync();
  const fileBytes = (await stat(file)).size;

  const password = (await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8')).match(
    /^ADMIN_PASSWORD=(.*)$/m,
  )?.[1];
  const cubus = await startCubus(dataDir, {
    CUBUS_FILE_MAX_BYTES: String(4 * fileBytes),
    CUBUS_DOMAIN_FILES_MAX_BYTES: String(16 * fileBytes),
  });
  let server: Omit<ImportCsv, 'duckdbSeconds' | 'ratio' | 'rows' | 'fileBytes'>;
  try {
    const login = await fetch(`${cubus.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password }),
    });
    const { accessToken: token } = (await login.json()) as { accessToken: string };
    const began = performance.now();
    const fileId = await uploadFile(cubus, token, file);
    const uploaded = performance.now();
    const { row } = await call<{ row: { id: string } }>(cubus, token, '/api/qry', {
      op: 'create',
      object: 'imports',
      values: {
        name: flightsTable,
        mode: 'append',
        source: { fileId, format: 'csv' },
        target: { newTable: flightsTable },
        mapping: flightsMapping,
        policy: { onError: 'fail', maxRejected: 0 },
      },
    });
    const { jobId } = await call<{ jobId: string }>(cubus, token, '/api/qry', {
      op: 'run',
      object: 'imports',
      id: row.id,
    });
    for (;;) {
      const job = await call<{ row: { status: string; rowsLoaded: number; error: string | null } }>(
        cubus,
        token,
        '/api/qry',
        {
          op: 'get',
          object: 'jobs',
          id: jobId,
        },
      );
      if (job.row.status === 'succeeded') {
        if (job.row.rowsLoaded !== rowCount) throw new Error(`loaded ${job.row.rowsLoaded} rows`);
        break;
      }
      if (job.row.status !== 'queued' && job.row.status !== 'running')
        throw new Error(`import ${job.row.status}: ${job.row.error}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const done = performance.now();
    server = {
      serverSeconds: (done - began) / 1000,
      uploadSeconds: (uploaded - began) / 1000,
      jobSeconds: (done - uploaded) / 1000,
      peakRssMiB: await peakRssMiB(cubus.child.pid ?? 0),
    };
  } finally {
    await cubus.stop();
  }

  const duckFile = path.join(dataDir, 'bench-import.duckdb');
  const duck = await DuckDBInstance.create(duckFile);
  const connection = await duck.connect();
  await connection.run("SET threads = 2; SET memory_limit = '1GB'");
  const began = performance.now();
  await connection.run(`CREATE TABLE flights AS SELECT * FROM read_csv('${file.replaceAll("'", "''")}')`);
  await connection.run('CHECKPOINT');
  const duckdbSeconds = (performance.now() - began) / 1000;
  connection.closeSync();
  duck.closeSync();
  await rm(duckFile, { force: true });
  await rm(file, { force: true });
  return { rows: rowCount, fileBytes, duckdbSeconds, ratio: server.serverSeconds / duckdbSeconds, ...server };
}
