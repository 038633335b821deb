import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { SqlValue } from '../../packages/server/src/engine/engine';
import { rebuildHierarchy } from '../../packages/server/src/engine/warehouse/duckdb/ref-hierarchy';
import { factTable, refTable } from '../../packages/server/src/engine/warehouse/table-names';
import type { PivotAnswer } from '../../packages/shared/src/pivot';
import { type Running, settled, startCubus } from './server-process';
import { interleaved, type SideBySide } from './side-by-side';
import { type WriteToPivot, writeToPivot } from './write-to-pivot';

export interface CubePivot extends SideBySide {
  facts: number;
  iterations: number;
  pivotRows: number;
  pivotColumns: number;
  copyFacts: number;
  /** Copy Scenario onto an empty target, and again replacing what the first copy wrote. */
  copyServerMs: number;
  copyReplaceServerMs: number;
  /** `INSERT … SELECT` of the same rows on a copy of the database, DuckDB alone. */
  copyDuckdbMs: number;
  copyRatio: number;
  copyReplaceRatio: number;
  /** Write-back of one leaf cell until the pivot above shows it. */
  writeToPivot: WriteToPivot;
}

const pivotFacts = 3_000_000;
const copyFacts = 1_000_000;
const iterations = 15;

/** A product call as the console makes it; throws with the answer on any error status. */
export async function call<T>(cubus: Running, token: string, url: string, body: unknown): Promise<T> {
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
 * Members written straight into the domain's file: product (20 groups × 50), store (10 regions ×
 * 30), month (2024–2025, years → quarters → months), scenario (Actual, Budget). Constants only.
 */
const members: Record<string, string> = {
  product: `SELECT g AS id, 'G' || g AS code, 'Group ' || g AS name, NULL AS parent_id, g AS ord FROM range(1, 21) t(g)
    UNION ALL SELECT 100 + i, 'P' || i, 'Product ' || i, 1 + (i % 20), i FROM range(1000) t(i)`,
  store: `SELECT g AS id, 'R' || g AS code, 'Region ' || g AS name, NULL AS parent_id, g AS ord FROM range(1, 11) t(g)
    UNION ALL SELECT 100 + i, 'S' || i, 'Store ' || i, 1 + (i % 10), i FROM range(300) t(i)`,
  month: `SELECT y AS id, y::VARCHAR AS code, y::VARCHAR AS name, NULL AS parent_id, y AS ord FROM range(2024, 2026) t(y)
    UNION ALL SELECT 3000 + m, (2024 + m // 12)::VARCHAR || '-' || lpad((m % 12 + 1)::VARCHAR, 2, '0'), 'M' || m, 2024 + m // 12, m FROM range(24) t(m)`,
  scenario: `SELECT * FROM (VALUES (1, 'Actual', 'Actual', NULL, 0), (2, 'Budget', 'Budget', NULL, 1)) v(id, code, name, parent_id, ord)`,
};

/** Facts at distinct leaf coordinates: product i % 1000, store (i / 1000) % 300, month i / 300000, Actual. */
const facts = (count: number) => `SELECT 100 + i % 1000, 100 + (i // 1000) % 300, 3000 + i // 300000, 1,
  round(((i * 104729) % 100000) / 100.0, 2)::DOUBLE FROM range(${count}) t(i)`;

/**
 * A pivot of a 3,000,000-fact cube through the running server (two row dimensions at their first
 * level, months on columns, one measure, totals) beside the same GROUPING SETS query on DuckDB
 * alone, on a copy of the database file; then a leaf write until that pivot shows it; then Copy Scenario of 1,000,000 facts beside a raw
 * `INSERT … SELECT` of the same rows.
 */
export async function cubePivot(dataDir: string): Promise<CubePivot> {
  const password = (await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8')).match(
    /^ADMIN_PASSWORD=(.*)$/m,
  )?.[1];
  let cubus = await startCubus(dataDir);
  const signIn = async () => {
    const response = await fetch(`${cubus.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password }),
    });
    return (await response.json()) as { accessToken: string; session: { domain: { id: string } } };
  };
  const first = await signIn();
  const domainId = first.session.domain.id;
  const refs: Record<string, string> = {};
  for (const name of Object.keys(members))
    refs[name] = (
      await call<{ row: { id: string } }>(cubus, first.accessToken, '/api/qry', {
        op: 'create',
        object: 'refs',
        values: { name: `bench ${name}` },
      })
    ).row.id;
  const makeCube = async (name: string) =>
    (
      await call<{ row: { id: string } }>(cubus, first.accessToken, '/api/qry', {
        op: 'create',
        object: 'cubes',
        values: {
          name,
          dimensions: Object.keys(members).map((dim) => ({
            name: dim,
            refId: refs[dim],
            scenario: dim === 'scenario',
          })),
          measures: [{ name: 'amount' }],
        },
      })
    ).row.id;
  const pivotCube = await makeCube('bench pivot');
  const copyCube = await makeCube('bench copy');
  await cubus.stop();

  const file = path.join(dataDir, 'warehouse', `${domainId}.duckdb`);
  const writer = await DuckDBInstance.create(file);
  const setup = await writer.connect();
  const query = async (sql: string, params: SqlValue[] = []) =>
    (await setup.runAndReadAll(sql, params)).getRowObjectsJS();
  for (const [name, select] of Object.entries(members)) {
    const id = refs[name] as string;
    await query(`INSERT INTO ${refTable(id)} (id, code, name, parent_id, ord) ${select}`);
    await rebuildHierarchy(query, id);
  }
  await query(`INSERT INTO ${factTable(pivotCube)} ${facts(pivotFacts)}`);
  await query(`INSERT INTO ${factTable(copyCube)} ${facts(copyFacts)}`);
  setup.closeSync();
  writer.closeSync();
  const copy = path.join(dataDir, 'bench-cube-copy.duckdb');
  await copyFile(file, copy);

  cubus = await startCubus(dataDir);
  try {
    const { accessToken } = await signIn();
    const request = {
      cubeId: pivotCube,
      rows: [{ dim: 'product' }, { dim: 'store' }],
      columns: [{ dim: 'month', level: 2 }],
      measures: ['amount'],
      totals: true,
    };
    let shape = { rows: 0, columns: 0 };
    const viaServer = async () => {
      const answer = await call<{ rows: unknown[]; columns: unknown[] }>(
        cubus,
        accessToken,
        '/api/cubes/pivot',
        request,
      );
      shape = { rows: answer.rows.length, columns: answer.columns.length };
    };
    const direct = await DuckDBInstance.create(copy);
    const connection = await direct.connect();
    await connection.run("SET threads = 2; SET memory_limit = '1GB'");
    const [p, s, m] = [
      refTable(refs.product as string),
      refTable(refs.store as string),
      refTable(refs.month as string),
    ];
    const grouping = `SELECT p.path[1] AS a, s.path[1] AS b, mo.path[3] AS c, sum(f.m_0) AS v
      FROM ${factTable(pivotCube)} f JOIN ${p} p ON p.id = f.d_0 JOIN ${s} s ON s.id = f.d_1 JOIN ${m} mo ON mo.id = f.d_2
      GROUP BY GROUPING SETS ((a, b, c), (a, b), (a, c), (a), (c), ())`;
    const viaDuckDB = async () => (await connection.runAndReadAll(grouping)).getRowObjectsJS();
    const timing = await interleaved(viaServer, viaDuckDB, iterations, 3, () =>
      settled(cubus.child.pid ?? 0),
    );
    const written = await writeToPivot({
      write: (body) => call(cubus, accessToken, '/api/cubes/write', { cubeId: pivotCube, ...body }),
      pivot: () => call<PivotAnswer>(cubus, accessToken, '/api/cubes/pivot', request),
      // Fact 7: product P7, store S0, January 2024, Actual.
      cell: {
        measure: 'amount',
        coords: { product: 'P7', store: 'S0', month: '2024-01', scenario: 'Actual' },
      },
      baseline: async (value) => {
        await connection.run(
          `UPDATE ${factTable(pivotCube)} SET m_0 = ${value} WHERE d_0 = 107 AND d_1 = 100 AND d_2 = 3000 AND d_3 = 1`,
        );
        await viaDuckDB();
      },
      iterations,
    });
    const copyOnce = async () => {
      const began = performance.now();
      const answer = await call<{ cells: number }>(cubus, accessToken, '/api/cubes/copy-scenario', {
        cubeId: copyCube,
        from: 'Actual',
        to: 'Budget',
        factor: 1.05,
      });
      if (answer.cells !== copyFacts) throw new Error(`copied ${answer.cells} facts`);
      return performance.now() - began;
    };
    const copyServerMs = await copyOnce();
    const copyReplaceServerMs = await copyOnce();
    const began = performance.now();
    await connection.run(
      `INSERT INTO ${factTable(copyCube)} SELECT d_0, d_1, d_2, 2, m_0 * 1.05 FROM ${factTable(copyCube)} WHERE d_3 = 1`,
    );
    const copyDuckdbMs = performance.now() - began;
    connection.closeSync();
    direct.closeSync();
    return {
      facts: pivotFacts,
      iterations,
      pivotRows: shape.rows,
      pivotColumns: shape.columns,
      ...timing,
      copyFacts,
      copyServerMs,
      copyReplaceServerMs,
      copyDuckdbMs,
      copyRatio: copyServerMs / copyDuckdbMs,
      copyReplaceRatio: copyReplaceServerMs / copyDuckdbMs,
      writeToPivot: written,
    };
  } finally {
    await cubus.stop();
  }
}
