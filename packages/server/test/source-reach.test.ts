import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './helper';
import { sourceValues } from './source-servers';

/** A tenant's domain admin trying to reach the server's own network through data sources. */
describe('data sources cannot reach the server’s own network', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // No exception for the machine's own databases here: the default of an installation.
    t = await startApp('pglite', { CUBUS_SOURCE_ALLOW: '' });
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
  });
  afterAll(() => t?.close());

  const qry = (body: unknown) => post(t.app, '/api/qry', body, admin);
  const call = (what: string, body: unknown) => post(t.app, `/api/datasources/${what}`, body, admin);
  const create = async (values: Record<string, unknown>) =>
    qry({ op: 'create', object: 'datasources', values: { name: 'inside', ...values } });

  it.each([
    ['PostgreSQL as postgres', sourceValues.postgres(), "select pg_read_file('/etc/hostname') as f"],
    ['MariaDB as root', sourceValues.mariadb(), "select load_file('/etc/hostname') as f"],
    ['PostgreSQL by name', { ...sourceValues.postgres(), host: 'localhost' }, 'select 1'],
    ['PostgreSQL by a mapped address', { ...sourceValues.postgres(), host: '::ffff:127.0.0.1' }, 'select 1'],
  ])(
    'refuses %s on the loopback: test and preview answer source_unreachable',
    async (_name, values, query) => {
      const saved = await create(values);
      expect(saved.statusCode, saved.body).toBe(201);
      const id = saved.json().row.id;
      for (const answer of [await call('test', { id }), await call('preview', { id, query })]) {
        expect(answer.statusCode, answer.body).toBe(422);
        expect(answer.json()).toEqual({
          error: { code: 'source_unreachable', message: 'The source cannot be reached' },
        });
      }
    },
  );

  it('answers a denied address exactly as a name that does not resolve (no port scanner)', async () => {
    const denied = await call('test', { values: { ...sourceValues.postgres(), host: '127.0.0.1' } });
    const nowhere = await call('test', {
      values: { ...sourceValues.postgres(), host: 'no-such-host.invalid' },
    });
    expect(denied.statusCode).toBe(nowhere.statusCode);
    expect(denied.body).toBe(nowhere.body);
  });

  it.each([
    ['a unix socket', 'postgres', '/var/run/postgresql'],
    ['a URL pasted into the host', 'clickhouse', '127.0.0.1:3102/api/health#'],
    ['a host with a port', 'mysql', '127.0.0.1:3306'],
    ['a user in the host', 'postgres', 'postgres@127.0.0.1'],
  ])('refuses %s as a host with 400 invalid_host, at save and at test', async (_name, type, host) => {
    const saved = await create({ type, host, port: 8123 });
    expect([saved.statusCode, saved.json().error.code]).toEqual([400, 'invalid_host']);
    const tested = await call('test', { values: { type, host, port: 8123 } });
    expect([tested.statusCode, tested.json().error.code]).toEqual([400, 'invalid_host']);
  });
});
