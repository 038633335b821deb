import type { DuckDBConnection } from '@duckdb/node-api';
import type { CompiledSql } from '../../packages/server/src/engine/compiler/object-schema';
import { median } from './stats';

/**
 * Runs `viaServer` and `viaDuckDB` one after the other `iterations` times, after `warmup` untimed
 * rounds and then `settle` (a server past its first requests' compiling), so both see the same
 * machine load → the runs and median milliseconds of each, their ratio and gap.
 * @example const { ratio } = await interleaved(() => fetch(url), () => connection.run(sql), 30, 5)
 */
export async function interleaved(
  viaServer: () => Promise<unknown>,
  viaDuckDB: () => Promise<unknown>,
  iterations: number,
  warmup: number,
  settle?: () => Promise<void>,
) {
  const timed = async (work: () => Promise<unknown>) => {
    const began = performance.now();
    await work();
    return performance.now() - began;
  };
  for (let i = 0; i < warmup; i++) {
    await viaServer();
    await viaDuckDB();
  }
  await settle?.();
  const server: number[] = [];
  const duck: number[] = [];
  for (let i = 0; i < iterations; i++) {
    server.push(await timed(viaServer));
    duck.push(await timed(viaDuckDB));
  }
  const serverMedianMs = median(server);
  const duckdbMedianMs = median(duck);
  return {
    serverRuns: server,
    duckdbRuns: duck,
    serverMedianMs,
    duckdbMedianMs,
    ratio: serverMedianMs / duckdbMedianMs,
    gapMs: serverMedianMs - duckdbMedianMs,
  };
}

/** What `interleaved` measured: the runs and medians of both sides, their ratio and gap. */
export type SideBySide = Awaited<ReturnType<typeof interleaved>>;

/** One statement on DuckDB directly, its rows read as the server reads them. */
export async function runStatement(connection: DuckDBConnection, statement: CompiledSql): Promise<void> {
  await (await connection.runAndReadAll(statement.sql, statement.params)).getRowObjectsJS();
}

/** A compiled select's total and page on DuckDB directly, read as the server reads them. */
export async function runSelect(
  connection: DuckDBConnection,
  compiled: { total: CompiledSql; rows: CompiledSql },
): Promise<void> {
  await runStatement(connection, compiled.total);
  await runStatement(connection, compiled.rows);
}

/** `POST /api/qry` signed in → its answer; a failed call throws. */
export async function postQry(url: string, token: string, body: string) {
  const response = await fetch(`${url}/api/qry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { total: number; rows: Record<string, unknown>[] };
  if (!response.ok) throw new Error(`qry failed: ${JSON.stringify(answer).slice(0, 200)}`);
  return answer;
}
