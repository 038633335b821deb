import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PivotAnswer } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { writeBackup } from '../src/operations/backup';
import { restoreBackup } from '../src/operations/restore';
import { readSystemStatus } from '../src/operations/system-status';
import { startClickhouseCluster } from './clickhouse-cluster';
import { clickhouseInstalled, freePort, startClickhouse } from './clickhouse-server';
import { post, startApp, type TestApp } from './helper';
import { createImport, type ImportCaller, runToEnd, signInAdmin, upload, waitJob } from './import-helper';

type Row = Record<string, unknown>;

/** One app and its signed-in admin of the Demo domain. */
interface Side {
  t: TestApp;
  who: ImportCaller;
}

const csv = [
  'region,product,amount',
  'North,Anchors,10.25',
  'North,Buoys,0.10',
  'South,Anchors,7.05',
  'South,Buoys,1234567.89',
  'East,Anchors,0.01',
].join('\n');

/** ClickHouse as one server, or as a cluster of two unreplicated shards: the variables that set it, and how it stops. */
const clickhouses = [
  {
    name: 'one server',
    async start() {
      const server = await startClickhouse();
      const { name, password } = server.user;
      const env = { CLICKHOUSE_URL: `http://${name}:${password}@127.0.0.1:${server.port}/cubus` };
      return { env, stop: server.stop };
    },
  },
  {
    name: 'a cluster of two shards',
    async start() {
      const cluster = await startClickhouseCluster();
      const env = {
        CLICKHOUSE_URL: cluster.url,
        CUBUS_CLICKHOUSE_CLUSTER: cluster.name,
        CUBUS_CLICKHOUSE_SHARD_URLS: cluster.shardUrls.join(','),
      };
      return { env, stop: cluster.stop };
    },
  },
];

/**
 * The whole server on ClickHouse (`CLICKHOUSE_URL`, and on a cluster) answers what it answers on
 * the embedded DuckDB: each step runs on both apps, the answers compared.
 */
describe.skipIf(!clickhouseInstalled).each(clickhouses)(
  'the server with its warehouse on ClickHouse, $name',
  (setup) => {
    let server: { env: Record<string, string>; stop: () => Promise<void> };
    let duckdb: Side;
    let clickhouse: Side;
    const ids = new Map<Side, { salesCube: string; salesTable: string; table?: string; cube?: string }>();
    const call = (side: Side, url: string, body: unknown) => post(side.t.app, url, body, side.who.token);
    const ok = async (side: Side, url: string, body: unknown) => {
      const answer = await call(side, url, body);
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return answer.json();
    };
    const qry = (side: Side, body: unknown) => ok(side, '/api/qry', body);
    const idsOf = (side: Side) => ids.get(side) ?? expect.fail('not signed in');
    /** The step on both apps, DuckDB first; ClickHouse's answer must equal DuckDB's. */
    const same = async <T>(step: (side: Side) => Promise<T>): Promise<T> => {
      const expected = await step(duckdb);
      expect(await step(clickhouse)).toEqual(expected);
      return expected;
    };
    const pivot = async (side: Side, cubeId: string, body: Row) =>
      (await ok(side, '/api/cubes/pivot', { cubeId, ...body })) as PivotAnswer;
    /** A pivot as a table: its rows' and columns' member codes, and its cells. */
    const grid = (answer: PivotAnswer) => {
      const codes = (headers: PivotAnswer['rows']) =>
        headers.map((h) => h.members.map((m) => m?.code ?? 'total'));
      return { rows: codes(answer.rows), columns: codes(answer.columns), cells: answer.cells };
    };

    const open = async (env: Record<string, string>): Promise<Side> => {
      const t = await startApp('pglite', { CUBUS_REGISTRATION: 'open', ...env });
      const side = { t, who: await signInAdmin(t) };
      const named = async (object: string, name: string) =>
        (
          (await qry(side, { op: 'select', object, search: name })).rows as { id: string; name: string }[]
        ).find((row) => row.name === name)?.id ?? expect.fail(`no ${name}`);
      ids.set(side, { salesCube: await named('cubes', 'Sales'), salesTable: await named('tables', 'sales') });
      return side;
    };

    beforeAll(async () => {
      server = await setup.start();
      duckdb = await open({});
      clickhouse = await open(server.env);
    }, 120_000);
    afterAll(async () => {
      await duckdb?.t.close();
      await clickhouse?.t.close();
      await server?.stop();
    });

    it('seeds the demo on ClickHouse, each domain in its own database, its sales to the cent', async () => {
      expect(clickhouse.t.app.warehouse.name).toBe('clickhouse');
      const sums = await same(async (side) => {
        const answer = await qry(side, {
          op: 'select',
          object: `table:${idsOf(side).salesTable}`,
          groupby: {
            isActive: true,
            groups: [{ field: 'scenario' }],
            aggregates: [{ field: 'amount', operand: 'sum' }, { operand: 'count' }],
          },
          orderby: { isActive: true, sorts: [{ field: 'scenario', dir: 'asc' }] },
        });
        return answer.rows;
      });
      expect(sums.map((r: Row) => r.count)).toEqual([960, 960, 960]);
      const databases = await clickhouse.t.app.warehouse.execute(
        clickhouse.who.domainId,
        "SELECT name FROM system.databases WHERE name LIKE 'cubus\\_%' ORDER BY name",
      );
      // On a cluster, the domain's rows are in its local database (on every shard).
      const own = `cubus_${clickhouse.who.domainId.replaceAll('-', '')}`;
      const expected = server.env.CUBUS_CLICKHOUSE_CLUSTER ? [own, `${own}_local`] : [own];
      expect(databases).toEqual(expected.map((name) => ({ name })));
      const { t } = clickhouse;
      const status = await readSystemStatus(
        { db: t.app.db, warehouse: t.app.warehouse, dataDir: t.config.dataDir },
        'pglite',
      );
      // Counted on the server: the demo's tables are there, not under DATA_DIR.
      expect(status.stores.warehouse.engine).toBe('clickhouse');
      expect(status.stores.warehouse.bytes).toBeGreaterThan(10_000);
    });

    it('imports an uploaded CSV into a new table and groups it', async () => {
      const rows = await same(async (side) => {
        const fileId = await upload(side.t, side.who, 'harbour.csv', csv);
        const importId = await createImport(side.t, side.who, {
          source: { fileId, format: 'csv' },
          target: { newTable: 'harbour' },
          mapping: [
            { source: 'region', target: 'region' },
            { source: 'product', target: 'product' },
            { source: 'amount', target: 'amount', type: 'decimal' },
          ],
        });
        const done = await runToEnd(side.t, side.who, importId);
        expect(done.status, done.error ?? '').toBe('succeeded');
        const table = (await qry(side, { op: 'select', object: 'tables', search: 'harbour' })).rows[0];
        idsOf(side).table = table.id;
        const grouped = await qry(side, {
          op: 'select',
          object: `table:${table.id}`,
          groupby: {
            isActive: true,
            groups: [{ field: 'region' }],
            aggregates: [{ field: 'amount', operand: 'sum' }, { operand: 'count' }],
          },
          orderby: { isActive: true, sorts: [{ field: 'region', dir: 'asc' }] },
        });
        return { rows: table.rows, grouped: grouped.rows };
      });
      expect(rows.grouped).toEqual([
        { region: 'East', sum_amount: 0.01, count: 1 },
        { region: 'North', sum_amount: 10.35, count: 2 },
        { region: 'South', sum_amount: 1234574.94, count: 2 },
      ]);
    });

    it('builds a cube from the table, pivots it with totals, writes a cell and undoes it', async () => {
      const answers = await same(async (side) => {
        const made = await ok(side, '/api/cubes/generate', {
          name: 'Harbour',
          tableId: idsOf(side).table,
          dimensions: [{ column: 'region' }, { column: 'product' }],
          measures: [{ column: 'amount', aggregation: 'sum' }],
        });
        const job = await waitJob(side.t, side.who, made.jobId);
        expect(job.status, job.error ?? '').toBe('succeeded');
        const cubeId = made.cubeId as string;
        idsOf(side).cube = cubeId;
        const layout = {
          rows: [{ dim: 'region', expandAll: true }],
          columns: [{ dim: 'product', expandAll: true }],
        };
        const before = grid(await pivot(side, cubeId, layout));
        const written = await ok(side, '/api/cubes/write', {
          cubeId,
          measure: 'amount',
          coords: { region: 'East', product: 'Buoys' },
          value: 99.99,
        });
        const after = grid(await pivot(side, cubeId, layout));
        const undone = await ok(side, '/api/cubes/undo', { cubeId, changeId: written.changeId });
        const back = grid(await pivot(side, cubeId, layout));
        expect(back).toEqual(before);
        return { before, after, undone: undone.cells };
      });
      expect(answers.after).not.toEqual(answers.before);
    });

    it('copies a scenario of the demo cube and runs the demo procedure', async () => {
      await same(async (side) => {
        const cubeId = idsOf(side).salesCube;
        const copied = await ok(side, '/api/cubes/copy-scenario', {
          cubeId,
          from: 'Actual',
          to: 'Forecast',
          factor: 1.1,
        });
        const forecast = await pivot(side, cubeId, {
          rows: [{ dim: 'region' }],
          filters: [{ dim: 'scenario', members: ['Forecast'] }],
          measures: ['amount', 'quantity'],
        });
        const procedures = (
          await qry(side, { op: 'select', object: 'procedures', search: 'Budget from actual' })
        ).rows as { id: string }[];
        const started = await qry(side, {
          op: 'run',
          object: 'procedures',
          id: procedures[0]?.id,
          args: { factor: 1.1 },
        });
        const job = await waitJob(side.t, side.who, started.jobId);
        expect(job.status, job.error ?? '').toBe('succeeded');
        const budget = await qry(side, {
          op: 'select',
          object: `table:${idsOf(side).salesTable}`,
          groupby: {
            isActive: true,
            groups: [{ field: 'scenario' }],
            aggregates: [{ field: 'amount', operand: 'sum' }],
          },
          orderby: { isActive: true, sorts: [{ field: 'scenario', dir: 'asc' }] },
        });
        return { cells: copied.cells, forecast: grid(forecast), sales: budget.rows };
      });
    });

    it('keeps a second domain from reading the first one’s table by qry or procedure', async () => {
      const registered = await post(clickhouse.t.app, '/api/register', {
        email: 'yan@example.com',
        username: 'yan',
        password: 'yan sturdy passphrase',
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const yan: Side = {
        t: clickhouse.t,
        who: {
          token: registered.json().accessToken,
          domainId: registered.json().session.domain.id,
          userId: registered.json().session.user.id,
        },
      };
      expect(yan.who.domainId).not.toBe(clickhouse.who.domainId);
      const first = `cubus_${clickhouse.who.domainId.replaceAll('-', '')}.harbour`;
      const byQry = await call(yan, '/api/qry', { op: 'select', object: `table:${idsOf(clickhouse).table}` });
      expect(byQry.statusCode).toBe(404);
      const saved = await call(yan, '/api/qry', {
        op: 'create',
        object: 'procedures',
        values: { name: 'Peek', description: '', arguments: [], body: `SELECT * FROM ${first}` },
      });
      // Checked when saved: the body names a database that is not the domain's.
      expect([saved.statusCode, saved.json().error.code]).toEqual([400, 'statement_not_allowed']);
      const mine = await qry(yan, {
        op: 'create',
        object: 'procedures',
        values: { name: 'Mine', description: '', arguments: [], body: 'SELECT count() AS n FROM harbour' },
      });
      // Its own `harbour` does not exist: the name does not fall through to the first domain's.
      const run = await qry(yan, { op: 'run', object: 'procedures', id: mine.row.id, args: {} });
      const job = await waitJob(yan.t, yan.who, run.jobId);
      expect([job.status, job.errorCode]).toEqual(['failed', 'procedure_failed']);
    });

    it('backs up the install on ClickHouse and restores it only into empty databases of the same engine', async () => {
      const { t } = clickhouse;
      const scratch = await mkdtemp(path.join(tmpdir(), 'cubus-ch-backup-'));
      const installIn = (name: string, env: Record<string, string> = {}) =>
        loadConfig({ DATA_DIR: path.join(scratch, name), WEB_DIST: t.config.webDist, ...env });
      const harbour = 'SELECT toString(sum(amount)) AS total, count() AS n FROM harbour';
      try {
        const archive = path.join(scratch, 'cubus.tar.gz');
        const { dataDir, files } = t.config;
        const stores = { db: t.app.db, warehouse: t.app.warehouse, dataDir, filesDir: files.dir };
        const manifest = await writeBackup(stores, 'all', createWriteStream(archive));
        expect(manifest.warehouse).toBe('clickhouse');
        await expect(restoreBackup(archive, installIn('duckdb'))).rejects.toMatchObject({
          code: 'backup_other_warehouse',
        });
        // The same server and prefix: the domains' databases hold tables, and stay as they are.
        const url = t.config.clickhouseUrl ?? '';
        await expect(
          restoreBackup(archive, installIn('same', { ...server.env, CLICKHOUSE_URL: url })),
        ).rejects.toMatchObject({
          code: 'target_not_empty',
        });
        const before = await t.app.warehouse.execute(clickhouse.who.domainId, harbour);
        expect(before).toEqual([{ total: '1234585.3000', n: 5 }]);
        const config = installIn('restored', {
          ...server.env,
          CLICKHOUSE_URL: url.replace(/\/cubus$/, '/restored'),
        });
        await restoreBackup(archive, config);
        const restored = await buildApp(config, { logger: false });
        try {
          expect(await restored.warehouse.execute(clickhouse.who.domainId, harbour)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });

    it('refuses to start when CLICKHOUSE_URL names no server, saying which variable, never its password', async () => {
      const port = await freePort();
      const start = startApp('pglite', {
        CLICKHOUSE_URL: `http://cubus:never-shown@127.0.0.1:${port}/cubus`,
      });
      await expect(start).rejects.toThrow(
        `CLICKHOUSE_URL: ClickHouse did not answer at http://127.0.0.1:${port}`,
      );
      await expect(start).rejects.not.toThrow(/never-shown/);
    });

    // Last: it stops the warehouse under the running app.
    it('answers 503 warehouse_unavailable with Retry-After once ClickHouse stops answering, never a 500', async () => {
      await server.stop();
      const { salesTable } = idsOf(clickhouse);
      for (const body of [
        { op: 'select', object: `table:${salesTable}`, limit: 5 },
        {
          op: 'select',
          object: `table:${salesTable}`,
          groupby: {
            isActive: true,
            groups: [{ field: 'region' }],
            aggregates: [{ field: 'amount', operand: 'sum' }],
          },
        },
      ]) {
        const answer = await call(clickhouse, '/api/qry', body);
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json().error).toEqual({
          code: 'warehouse_unavailable',
          message: 'The data warehouse is not answering; try again in a moment',
        });
      }
      // What lives in the metadata store still answers.
      expect((await call(clickhouse, '/api/qry', { op: 'select', object: 'cubes' })).statusCode).toBe(200);
    });
  },
);
