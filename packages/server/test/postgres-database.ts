import pg from 'pg';

/** The test PostgreSQL (trust auth); each test makes databases of its own on it. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `work` on a connection to the test database, closed after. */
export async function withAdmin<T>(
  work: (client: pg.Client) => Promise<T>,
  url = postgresAdminUrl,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the test server; its URL and how to drop it. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cubus_test_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
