import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCredentials, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

async function counts(t: TestApp) {
  const count = (table: 'users' | 'domains' | 'memberships') =>
    t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  return {
    users: await count('users'),
    domains: await count('domains'),
    memberships: await count('memberships'),
  };
}

async function demoDomainId(t: TestApp): Promise<string> {
  const domain = await t.app.db
    .selectFrom('domains')
    .select('id')
    .where('name', '=', 'Demo')
    .executeTakeFirstOrThrow();
  return domain.id;
}

describe.each(storeKinds)('first start on %s', (kind: StoreKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, {}, { firstStart: true });
  });
  afterAll(() => t?.close());

  it('creates the root user, the Demo domain with an editor and a viewer, and the Sandbox domain', async () => {
    const users = await t.app.db
      .selectFrom('users')
      .innerJoin('memberships', 'memberships.user_id', 'users.id')
      .innerJoin('domains', 'domains.id', 'memberships.domain_id')
      .select(['users.username', 'users.email', 'users.is_root', 'memberships.role', 'domains.name'])
      .orderBy('users.username')
      .orderBy('domains.name')
      .execute();
    expect(users).toEqual([
      { username: 'admin', email: 'admin@cubus.local', is_root: true, role: 'admin', name: 'Demo' },
      { username: 'admin', email: 'admin@cubus.local', is_root: true, role: 'admin', name: 'Sandbox' },
      { username: 'demo', email: 'demo@cubus.local', is_root: false, role: 'editor', name: 'Demo' },
      { username: 'demo', email: 'demo@cubus.local', is_root: false, role: 'viewer', name: 'Sandbox' },
      { username: 'viewer', email: 'viewer@cubus.local', is_root: false, role: 'viewer', name: 'Demo' },
    ]);
  });

  it('writes generated strong passwords to initial-admin.txt with mode 600', async () => {
    const file = path.join(t.config.dataDir, 'initial-admin.txt');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(t.credentials.adminPassword.length).toBeGreaterThanOrEqual(16);
    expect(t.credentials.demoPassword.length).toBeGreaterThanOrEqual(16);
    expect(t.credentials.adminPassword).not.toBe(t.credentials.demoPassword);
    expect(t.credentials.viewerPassword.length).toBeGreaterThanOrEqual(16);
    await t.signIn('viewer@cubus.local', t.credentials.viewerPassword);
    expect((await stat(path.join(t.config.dataDir, 'jwt.key'))).mode & 0o777).toBe(0o600);
    await t.signIn('demo@cubus.local', t.credentials.demoPassword);
  });

  it('seeds the Demo warehouse with a deterministic sales table', async () => {
    const domainId = await demoDomainId(t);
    const rows = await t.app.warehouse.execute(
      domainId,
      `select count(*)::integer as n, count(distinct scenario)::integer as scenarios,
              sum(amount)::double as total, min(month) as first, max(month) as last from sales`,
    );
    expect(rows[0]).toMatchObject({ n: 2880, scenarios: 3, first: '2024-01', last: '2025-12' });
    expect(rows[0]?.total).toBeGreaterThan(0);
    const columns = await t.app.warehouse.execute(
      domainId,
      'select column_name from information_schema.columns where table_name = ?',
      ['sales'],
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'region',
      'product',
      'month',
      'scenario',
      'amount',
      'quantity',
    ]);
  });

  it('keeps everything and seeds nothing twice on restart', async () => {
    const before = await counts(t);
    const domainId = await demoDomainId(t);
    const [sales] = await t.app.warehouse.execute(domainId, 'select sum(amount)::double as total from sales');
    await t.restart();
    expect(t.app.firstStart).toBeNull();
    expect(await counts(t)).toEqual(before);
    expect(await t.app.warehouse.execute(domainId, 'select sum(amount)::double as total from sales')).toEqual(
      [sales],
    );
    expect(await readCredentials(t.config.dataDir)).toEqual(t.credentials);
    await t.signIn('admin', t.credentials.adminPassword);
  });
});

describe('first start with CUBUS_ADMIN_PASSWORD and CUBUS_SEED_DEMO=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite', {
      CUBUS_ADMIN_PASSWORD: 'a-chosen-password-1',
      CUBUS_ADMIN_EMAIL: 'Root@Example.COM',
      CUBUS_SEED_DEMO: '0',
    });
  });
  afterAll(() => t?.close());

  it('uses the given password and email, and leaves the Demo warehouse empty', async () => {
    expect(t.credentials.adminPassword).toBe('(from CUBUS_ADMIN_PASSWORD)');
    const { session } = await t.signIn('root@example.com', 'a-chosen-password-1');
    expect(session.user).toMatchObject({ username: 'admin', email: 'root@example.com' });
    const tables = await t.app.warehouse.execute(
      session.domain.id,
      'select table_name from information_schema.tables',
    );
    expect(tables).toEqual([]);
  });
});
