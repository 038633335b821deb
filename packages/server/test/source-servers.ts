import mysql from 'mysql2/promise';
import pg from 'pg';
import { expect } from 'vitest';
import { type ClickhouseServer, clickhouseInstalled } from './clickhouse-server';
import type { TestApp } from './helper';
import { type ImportCaller, qry } from './import-helper';

/** CI's PostgreSQL (trust auth), also the metadata store of the `postgres` runs. */
export const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** CI installs clickhouse-server from apt; a developer's machine without it skips those tests. */
export const withClickhouse = clickhouseInstalled || Boolean(process.env.CI);

/** Runs one statement on CI's PostgreSQL (the tests' source tables). */
export async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs one statement on CI's MariaDB, database `test`. */
export async function onMariadb(sql: string, values: unknown[] = []): Promise<void> {
  const connection = await mysql.createConnection({ host: '127.0.0.1', user: 'root', database: 'test' });
  try {
    await connection.query(sql, values);
  } finally {
    await connection.end();
  }
}

/** Data source values (`/api/qry` create) for the servers the tests reach. */
export const sourceValues = {
  postgres() {
    const target = new URL(pgUrl);
    return {
      type: 'postgres',
      host: target.hostname,
      port: Number(target.port || 5432),
      database: target.pathname.slice(1),
      username: decodeURIComponent(target.username),
    };
  },
  mariadb: () => ({ type: 'mysql', host: '127.0.0.1', port: 3306, database: 'test', username: 'root' }),
  clickhouse: (server: ClickhouseServer) => ({
    type: 'clickhouse',
    host: '127.0.0.1',
    port: server.port,
    database: 'default',
    username: server.user.name,
    password: server.user.password,
  }),
};

/** Saves a data source of the caller's domain → its id. */
export async function createSource(
  t: TestApp,
  who: ImportCaller,
  values: Record<string, unknown>,
): Promise<string> {
  const answer = await qry(t, who, {
    op: 'create',
    object: 'datasources',
    values: { name: 'src', ...values },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return String(answer.json().row.id);
}
