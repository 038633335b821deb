import { copyFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { factTable } from '../../packages/server/src/engine/warehouse/table-names';
import type { PivotAnswer } from '../../packages/shared/src/pivot';
import { call } from './cube-pivot';
import { seedWideCube } from './pivot-render';
import { signInAdmin } from './qry-select';
import { settled, startCubus } from './server-process';
import { interleaved, type SideBySide } from './side-by-side';

export interface WidePivot extends SideBySide {
  rows: number;
  columns: number;
  iterations: number;
}

const iterations = 15;

/**
 * The 2,000 × 50 pivot with totals of the browser bench, answered by the server (query, cells,
 * headers, JSON, compression, sent), beside DuckDB's own GROUPING SETS query over the same facts on
 * a copy of the file, its answer read (not converted to JavaScript values).
 */
export async function widePivot(dataDir: string): Promise<WidePivot> {
  const { cubeId, domainId } = await seedWideCube(dataDir);
  const copy = path.join(dataDir, 'bench-wide-copy.duckdb');
  await copyFile(path.join(dataDir, 'warehouse', `${domainId}.duckdb`), copy);
  const cubus = await startCubus(dataDir);
  const direct = await DuckDBInstance.create(copy);
  const connection = await direct.connect();
  try {
    await connection.run("SET threads = 2; SET memory_limit = '1GB'");
    const { accessToken } = await signInAdmin(dataDir, cubus.url);
    const request = { cubeId, rows: [{ dim: 'item' }], columns: [{ dim: 'column' }], totals: true };
    // Timed until the whole answer has arrived, compressed as a browser asks for it: what the
    // server does. Its bytes are read as sent: decoding them is the client's work (undici's fetch
    // decodes Brotli through a stream, 8–13 ms of this client's time for this answer), and parsing
    // them the console's, which the browser tests hold to 50 ms tasks.
    const viaServer = async () => {
      const { status, encoding } = await postAsSent(`${cubus.url}/api/cubes/pivot`, accessToken, request);
      if (status !== 200) throw new Error(`pivot: ${status}`);
      if (encoding !== 'br') throw new Error(`pivot: sent with ${encoding ?? 'no'} content-encoding`);
    };
    const grouping = `SELECT d_0, d_1, sum(m_0) AS v FROM ${factTable(cubeId)}
      GROUP BY GROUPING SETS ((d_0, d_1), (d_0), (d_1), ())`;
    const viaDuckDB = () => connection.runAndReadAll(grouping);
    // Timed once the server has answered it a few times and settled: the first answers of a
    // process pay for compiling the pivot's code (20–30 ms more each here), a running server not.
    const timing = await interleaved(viaServer, viaDuckDB, iterations, 10, () =>
      settled(cubus.child.pid ?? 0),
    );
    const answer = await call<PivotAnswer>(cubus, accessToken, '/api/cubes/pivot', request);
    return { rows: answer.rows.length, columns: answer.columns.length, iterations, ...timing };
  } finally {
    connection.closeSync();
    direct.closeSync();
    await cubus.stop();
  }
}

/** One kept-alive connection, as a browser keeps one. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * `POST`s `body` as JSON asking for Brotli or gzip → the status and content-encoding once the
 * last byte has arrived; the bytes are received as sent, not decoded (`node:http` leaves them be).
 */
function postAsSent(url: string, token: string, body: unknown) {
  const json = JSON.stringify(body);
  return new Promise<{ status: number; encoding: string | undefined }>((resolve, reject) => {
    const sending = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
          'accept-encoding': 'br, gzip',
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'] }),
        );
        response.on('error', reject);
      },
    );
    sending.on('error', reject);
    sending.end(json);
  });
}
