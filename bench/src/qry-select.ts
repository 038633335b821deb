import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { selectRequestSchema } from '@cubus/shared';
import { DuckDBInstance } from '@duckdb/node-api';
import { field } from '../../packages/server/src/engine/compiler/object-schema';
import { compileSelect } from '../../packages/server/src/engine/compiler/select';
import { duckdbDialect } from '../../packages/server/src/engine/dialects/duckdb';
import { settled, startCubus } from './server-process';
import { interleaved, postQry, runSelect, type SideBySide } from './side-by-side';

export interface QrySelect extends SideBySide {
  rows: number;
  iterations: number;
  total: number;
}

const rowCount = 1_000_000;
const iterations = 30;
const table = 'bench_facts';

/** The data table the server serves; its rows are written straight into the domain's file below. */
const tableValues = {
  name: table,
  columns: [
    { name: 'id', type: 'bigint' },
    { name: 'region', type: 'text' },
    { name: 'product', type: 'text' },
    { name: 'qty', type: 'integer' },
    { name: 'amount', type: 'double' },
    { name: 'day', type: 'date' },
  ],
};

/** Constants only; bounded and local. */
const generate = `insert into ${table}
  select range::bigint as id,
    (['North', 'South', 'East', 'West', 'Central'])[(range % 5) + 1] as region,
    'P' || (range % 97)::varchar as product,
    ((range * 7919) % 100)::integer as qty,
    round(((range * 104729) % 100000) / 100.0, 2)::double as amount,
    date '2020-01-01' + ((range % 1500)::integer) as day
  from range(${rowCount})`;

/** The request the console would send: three conditions, one sort, a page of 100 with the total. */
const requestFor = (tableId: string) => ({
  op: 'select' as const,
  object: `table:${tableId}`,
  filter: {
    isactive: true,
    operator: { id: 1, sid: 'and' as const, name: 'AND' },
    conditions: [
      { isactive: true, field: 'region', op: 'eq' as const, value: 'North' },
      { isactive: true, field: 'qty', op: 'between' as const, value: [10, 50] },
      { isactive: true, field: 'amount', op: 'gt' as const, value: 100 },
    ],
  },
  orderby: { isActive: true, sorts: [{ field: 'amount', dir: 'desc' as const }] },
  offset: 0,
  limit: 100,
});

/** The SQL the server compiles for the request, from the same compiler and the table's catalog types. */
function sameSql() {
  const q = (name: string) => duckdbDialect.quote(name);
  const kind = 'tables';
  const fields = [
    field('id', 'integer', q('id'), { kind }),
    field('region', 'text', q('region'), { kind }),
    field('product', 'text', q('product'), { kind }),
    field('qty', 'integer', q('qty'), { kind }),
    field('amount', 'number', q('amount'), { kind }),
    field('day', 'date', q('day'), { kind }),
  ];
  const target = { fields, source: { from: q(table), domain: 'own-database' as const, key: null } };
  return compileSelect(
    selectRequestSchema.parse(requestFor('bench')),
    target,
    { domainId: 'bench' },
    duckdbDialect,
  );
}

/** Signs in as the first start's admin (password from `initial-admin.txt`). */
export async function signInAdmin(dataDir: string, url: string) {
  const password = (await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8')).match(
    /^ADMIN_PASSWORD=(.*)$/m,
  )?.[1];
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password }),
  });
  return (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    session: { domain: { id: string } };
  };
}

/**
 * A data table `bench_facts` of 1,000,000 rows in the admin's domain: created through the API,
 * filled straight into the domain's DuckDB file while the server is stopped.
 */
export async function seedMillionRows(dataDir: string) {
  const signIn = (url: string) => signInAdmin(dataDir, url);
  const cubus = await startCubus(dataDir);
  const first = await signIn(cubus.url);
  const domainId = first.session.domain.id;
  const created = await fetch(`${cubus.url}/api/qry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${first.accessToken}` },
    body: JSON.stringify({ op: 'create', object: 'tables', values: tableValues }),
  });
  const tableId = ((await created.json()) as { row: { id: string } }).row.id;
  await cubus.stop();

  const file = path.join(dataDir, 'warehouse', `${domainId}.duckdb`);
  const writer = await DuckDBInstance.create(file);
  const setup = await writer.connect();
  await setup.run(generate);
  setup.closeSync();
  writer.closeSync();
  return { tableId, domainId, rows: rowCount, signIn };
}

/**
 * `select` on 1,000,000 warehouse rows through the running server (HTTP on 127.0.0.1, signed in)
 * beside the same SQL on DuckDB directly, on a copy of the same database file (DuckDB lets one
 * process hold a file), with the server's thread and memory settings.
 */
export async function qrySelect(dataDir: string): Promise<QrySelect> {
  const { tableId, domainId, signIn: signInTo } = await seedMillionRows(dataDir);
  const file = path.join(dataDir, 'warehouse', `${domainId}.duckdb`);
  const copy = path.join(dataDir, 'bench-copy.duckdb');
  await copyFile(file, copy);

  const cubus = await startCubus(dataDir);
  try {
    const { accessToken } = await signInTo(cubus.url);
    const body = JSON.stringify(requestFor(tableId));
    let total = 0;
    const viaServer = async () => {
      const answer = await postQry(cubus.url, accessToken, body);
      if (answer.rows.length !== 100) throw new Error(`qry answered ${answer.rows.length} rows`);
      total = answer.total;
    };
    const direct = await DuckDBInstance.create(copy);
    const connection = await direct.connect();
    await connection.run("SET threads = 2; SET memory_limit = '1GB'");
    const compiled = sameSql();
    const timing = await interleaved(
      viaServer,
      () => runSelect(connection, compiled),
      iterations,
      5,
      () => settled(cubus.child.pid ?? 0),
    );
    connection.closeSync();
    direct.closeSync();
    return {
      rows: rowCount,
      iterations,
      ...timing,
      total,
    };
  } finally {
    await cubus.stop();
  }
}
