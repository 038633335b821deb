import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClickhouseServer, startClickhouse } from './clickhouse-server';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import { type ImportCaller, qry, signInAdmin, tableRows, waitJob } from './import-helper';
import {
  createSource as createSourceOf,
  onMariadb,
  onPostgres,
  sourceValues,
  withClickhouse,
} from './source-servers';

const suffix = Math.random().toString(36).slice(2, 10);
const table = `cubus_mnt_${suffix}`;

/** The same rows on every engine: id, city, amount (one NULL), day. */
const cities = ['Oslo', 'Lima', 'oslo_east', 'Kyiv', 'Lima', 'Porto', 'Oslo', 'Kyiv', 'Porto', 'Lima'];
const rows = cities.map((city, index) => ({
  id: index + 1,
  city,
  amount: index === 4 ? null : (index + 1) * 10 + 0.5,
  day: `2024-01-${String(index + 1).padStart(2, '0')}`,
}));
const valuesSql = (quote: (text: string) => string) =>
  rows.map((r) => `(${r.id}, ${quote(r.city)}, ${r.amount ?? 'NULL'}, '${r.day}')`).join(', ');

/** What the grid asks: three conditions, two sort keys, a page. */
const filteredSelect = (object: string) => ({
  op: 'select',
  object,
  offset: 1,
  limit: 3,
  filter: {
    operator: { sid: 'and' },
    conditions: [
      { isactive: true, field: 'amount', op: 'ge', value: 20 },
      { isactive: true, field: 'city', op: 'ne', value: 'Porto' },
    ],
    childnodes: [
      {
        operator: { sid: 'or' },
        conditions: [
          { isactive: true, field: 'day', op: 'between', value: ['2024-01-02', '2024-01-08'] },
          { isactive: true, field: 'city', op: 'starts', value: 'oslo_' },
        ],
      },
    ],
  },
  orderby: {
    isActive: true,
    sorts: [
      { field: 'city', dir: 'desc' },
      { field: 'id', dir: 'asc' },
    ],
  },
});

/** The same select done by hand on `rows`. */
function expectedPage() {
  const matching = rows.filter(
    (r) =>
      r.amount !== null &&
      r.amount >= 20 &&
      r.city !== 'Porto' &&
      ((r.day >= '2024-01-02' && r.day <= '2024-01-08') || r.city.toLowerCase().startsWith('oslo_')),
  );
  const sorted = [...matching].sort(
    (a, b) => b.city.toLowerCase().localeCompare(a.city.toLowerCase()) || a.id - b.id,
  );
  return { total: matching.length, page: sorted.slice(1, 4) };
}

/** Sum of amount per city, cities in order. */
function expectedSums() {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.city, (sums.get(r.city) ?? 0) + (r.amount ?? 0));
  return [...sums.entries()]
    .sort(([a], [b]) => a.toLowerCase().localeCompare(b.toLowerCase()) || (a < b ? -1 : 1))
    .map(([city, sum]) => ({ city, sum_amount: sum }));
}

describe.each(storeKinds)('mounts on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;
  let clickhouse: ClickhouseServer | undefined;

  beforeAll(async () => {
    t = await startApp(kind);
    who = await signInAdmin(t);
    const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
    await onPostgres(
      `create table ${table} (id integer primary key, city text, amount numeric(8,2), day date)`,
    );
    await onPostgres(`insert into ${table} values ${valuesSql(sqlText)}`);
    await onMariadb(
      `create table ${table} (id int primary key, city varchar(40), amount decimal(8,2), day date)`,
    );
    await onMariadb(`insert into ${table} values ${valuesSql(sqlText)}`);
    if (withClickhouse) {
      clickhouse = await startClickhouse();
      await clickhouse.exec(
        `create table ${table} (id UInt32, city String, amount Nullable(Decimal(8,2)), day Date) engine = MergeTree order by id`,
      );
      await clickhouse.exec(`insert into ${table} values ${valuesSql((text) => `'${text}'`)}`);
    }
  });
  afterAll(async () => {
    await onPostgres(`drop table if exists ${table}`).catch(() => {});
    await onMariadb(`drop table if exists ${table}`).catch(() => {});
    await clickhouse?.stop();
    await t?.close();
  });

  const createSource = (values: Record<string, unknown>) => createSourceOf(t, who, values);
  const createMount = async (values: Record<string, unknown>) => {
    const answer = await qry(t, who, {
      op: 'create',
      object: 'mounts',
      values: { name: 'mounted', schema: null, table: null, query: null, ...values },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().row as { id: string; columns: number; version: number };
  };

  /** The pushdown checks every engine must pass. */
  async function checkPushdown(mountId: string) {
    const object = `mount:${mountId}`;
    const schema = (await qry(t, who, { op: 'schema', object })).json();
    expect(schema.fields.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['id', 'integer'],
      ['city', 'text'],
      ['amount', 'number'],
      ['day', 'date'],
    ]);
    const selected = await qry(t, who, filteredSelect(object));
    expect(selected.statusCode, selected.body).toBe(200);
    const { total, page } = expectedPage();
    expect(selected.json().total).toBe(total);
    expect(selected.json().rows).toEqual(page);
    const grouped = await qry(t, who, {
      op: 'select',
      object,
      offset: 0,
      limit: 100,
      groupby: {
        isActive: true,
        groups: [{ field: 'city' }],
        aggregates: [{ operand: 'sum', field: 'amount' }],
      },
      orderby: { isActive: true, sorts: [{ field: 'city', dir: 'asc' }] },
    });
    expect(grouped.statusCode, grouped.body).toBe(200);
    expect(grouped.json().rows).toEqual(expectedSums());
    // A search is a case-insensitive contains on text, with LIKE's own characters taken literally.
    const searched = await qry(t, who, { op: 'select', object, offset: 0, limit: 100, search: 'OSLO_' });
    expect(searched.json().rows.map((r: { id: number }) => r.id)).toEqual([3]);
    // Values stay values: SQL in one finds nothing and harms nothing.
    const injected = await qry(t, who, {
      op: 'select',
      object,
      offset: 0,
      limit: 10,
      filter: {
        operator: { sid: 'and' },
        conditions: [{ isactive: true, field: 'city', op: 'eq', value: `x'; drop table ${table}; --` }],
      },
    });
    expect([injected.statusCode, injected.json().total]).toEqual([200, 0]);
    const wrongType = await qry(t, who, {
      op: 'select',
      object,
      offset: 0,
      limit: 10,
      filter: {
        operator: { sid: 'and' },
        conditions: [{ isactive: true, field: 'amount', op: 'gt', value: 'lots' }],
      },
    });
    expect([wrongType.statusCode, wrongType.json().error.code]).toEqual([400, 'invalid_value']);
    for (const body of [
      { op: 'create', values: { id: 99 } },
      { op: 'update', id: 1, version: 1, values: { city: 'x' } },
      { op: 'delete', ids: [1] },
    ]) {
      const refused = await qry(t, who, { ...body, object });
      expect(refused.statusCode, refused.body).toBe(405);
    }
    expect((await qry(t, who, { op: 'select', object, offset: 0, limit: 100 })).json().total).toBe(
      rows.length,
    );
  }

  it('pushes selects on a PostgreSQL table down, refreshes its schema and materialises it', async () => {
    const datasourceId = await createSource(sourceValues.postgres());
    const mount = await createMount({ datasourceId, schema: 'public', table });
    expect(mount.columns).toBe(4);
    await checkPushdown(mount.id);
    // Live: a column added at the source shows after Refresh schema.
    await onPostgres(`alter table ${table} add column note text default 'n'`);
    const refreshed = await post(t.app, '/api/mounts/refresh', { id: mount.id }, who.token);
    expect(refreshed.json().columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'city',
      'amount',
      'day',
      'note',
    ]);
    await onPostgres(`alter table ${table} drop column note`);
    await post(t.app, '/api/mounts/refresh', { id: mount.id }, who.token);
    const materialised = await post(
      t.app,
      '/api/mounts/materialise',
      { id: mount.id, table: `m_${suffix}` },
      who.token,
    );
    expect(materialised.statusCode, materialised.body).toBe(200);
    expect(await waitJob(t, who, materialised.json().jobId)).toMatchObject({
      status: 'succeeded',
      rowsLoaded: 10,
    });
    const made = (await qry(t, who, { op: 'select', object: 'tables', search: `m_${suffix}` })).json()
      .rows[0];
    expect((await tableRows(t, who, made.id)).map((r) => r.city)).toHaveLength(10);
  });

  it('pushes selects on a MariaDB query down', async () => {
    const datasourceId = await createSource(sourceValues.mariadb());
    const mount = await createMount({ datasourceId, query: `select id, city, amount, day from ${table}` });
    await checkPushdown(mount.id);
  });

  it.runIf(withClickhouse)('pushes selects on a ClickHouse table down', async () => {
    const datasourceId = await createSource(sourceValues.clickhouse(clickhouse as ClickhouseServer));
    const mount = await createMount({ datasourceId, table });
    await checkPushdown(mount.id);
  });

  it('refuses files sources, a table and a query at once, and keeps mounts in their domain', async () => {
    const files = await createSource({ type: 'files', path: '.' });
    const asFiles = await qry(t, who, {
      op: 'create',
      object: 'mounts',
      values: { name: 'f', datasourceId: files, schema: null, table: 'x.csv', query: null },
    });
    expect([asFiles.statusCode, asFiles.json().error.code]).toEqual([422, 'source_error']);
    const postgres = await createSource({
      type: 'postgres',
      host: '127.0.0.1',
      database: 'test',
      username: 'postgres',
    });
    const both = await qry(t, who, {
      op: 'create',
      object: 'mounts',
      values: { name: 'b', datasourceId: postgres, schema: null, table, query: 'select 1' },
    });
    expect([both.statusCode, both.json().error.code]).toEqual([400, 'validation_failed']);
    const mount = await createMount({ datasourceId: postgres, table });
    const domains = (await post(t.app, '/api/whoami', { token: who.token }, who.token)).json().session
      .domains as { id: string; name: string }[];
    const sandbox = domains.find((d) => d.name === 'Sandbox');
    const other = (await post(t.app, '/api/switch-domain', { domainId: sandbox?.id }, who.token)).json()
      .accessToken;
    const foreign = await post(t.app, '/api/qry', { op: 'select', object: `mount:${mount.id}` }, other);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'not_found']);
    const viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    const read = await post(
      t.app,
      '/api/qry',
      { op: 'select', object: `mount:${mount.id}`, limit: 1 },
      viewer,
    );
    expect(read.statusCode).toBe(200);
    const made = await post(t.app, '/api/mounts/materialise', { id: mount.id, table: 'nope' }, viewer);
    expect(made.statusCode).toBe(403);
  });
});
