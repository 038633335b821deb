import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { selectRequestSchema } from '@cubus/shared';
import { DuckDBInstance } from '@duckdb/node-api';
import { field } from '../../packages/server/src/engine/compiler/object-schema';
import { compileSelect } from '../../packages/server/src/engine/compiler/select';
import { duckdbDialect } from '../../packages/server/src/engine/dialects/duckdb';
import { valueTypes } from '../../packages/server/src/engine/warehouse/column-values';
import { flightsMapping, flightsTable } from './import-csv';
import { signInAdmin } from './qry-select';
import { settled, startCubus } from './server-process';
import { interleaved, postQry, runStatement, type SideBySide } from './side-by-side';

export interface QryGroupBy extends SideBySide {
  rows: number;
  groups: number;
  iterations: number;
}

const iterations = 30;

/** Two groups, a count and an average: the console's Group panel on the imported flights. */
export const requestFor = (tableId: string) => ({
  op: 'select' as const,
  object: `table:${tableId}`,
  groupby: {
    isActive: true,
    groups: [{ field: 'origin' }, { field: 'destination' }],
    aggregates: [{ operand: 'count' as const }, { field: 'delay', operand: 'avg' as const }],
  },
  offset: 0,
  limit: 100,
});

/** The SQL the server compiles for the request, from the same compiler and the imported table's column types. */
function sameSql() {
  const q = (name: string) => duckdbDialect.quote(name);
  const fields = flightsMapping.map((m) =>
    field(m.target, valueTypes['type' in m ? m.type : 'text'], q(m.target), { kind: 'tables' }),
  );
  const target = { fields, source: { from: q(flightsTable), domain: 'own-database' as const, key: null } };
  return compileSelect(
    selectRequestSchema.parse(requestFor('bench')),
    target,
    { domainId: 'bench' },
    duckdbDialect,
  );
}

/**
 * `select` with a group-by on the table `importCsv` made (3,000,000 rows), through the running
 * server (the page and the number of groups), beside the page's own GROUP BY on DuckDB directly:
 * one scan, as a person would write it, on a copy of the domain's database file, with
 * the server's thread and memory settings; interleaved, medians.
 */
export async function qryGroupBy(dataDir: string): Promise<QryGroupBy> {
  const first = await startCubus(dataDir);
  let tableId = '';
  let domainId = '';
  let rows = 0;
  try {
    const { accessToken, session } = await signInAdmin(dataDir, first.url);
    domainId = session.domain.id;
    const body = { op: 'select', object: 'tables', fields: ['id', 'name', 'rows'], search: flightsTable };
    const answer = await postQry(first.url, accessToken, JSON.stringify(body));
    const table = answer.rows.find((row) => row.name === flightsTable);
    if (!table) throw new Error(`no table ${flightsTable}: run importCsv first`);
    tableId = String(table.id);
    rows = Number(table.rows);
  } finally {
    await first.stop();
  }
  // DuckDB lets one process hold a file: the direct side reads a copy made while the server is stopped.
  const copy = path.join(dataDir, 'bench-groupby.duckdb');
  await copyFile(path.join(dataDir, 'warehouse', `${domainId}.duckdb`), copy);

  const cubus = await startCubus(dataDir);
  const direct = await DuckDBInstance.create(copy);
  const connection = await direct.connect();
  try {
    const { accessToken } = await signInAdmin(dataDir, cubus.url);
    const body = JSON.stringify(requestFor(tableId));
    let groups = 0;
    const viaServer = async () => {
      const answer = await postQry(cubus.url, accessToken, body);
      if (answer.rows.length === 0) throw new Error('the group-by answered no rows');
      groups = answer.total;
    };
    await connection.run("SET threads = 2; SET memory_limit = '1GB'");
    const page = sameSql().rows;
    const timing = await interleaved(
      viaServer,
      () => runStatement(connection, page),
      iterations,
      5,
      () => settled(cubus.child.pid ?? 0),
    );
    return { rows, groups, iterations, ...timing };
  } finally {
    connection.closeSync();
    direct.closeSync();
    await cubus.stop();
    await rm(copy, { force: true });
  }
}
