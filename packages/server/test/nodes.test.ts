import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ServerEvent } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { EventBus } from '../src/events/event-bus';
import { PostgresTransport } from '../src/events/postgres-transport';
import { nodeStaleSeconds } from '../src/nodes/node-registry';
import { collect, post, startApp, storeKinds, type TestApp } from './helper';
import { createImport, runToEnd } from './import-helper';

/** Both nodes sign with the same keys and keep files on one volume, as nodes behind one load balancer do. */
const sharedKeys = {
  CUBUS_JWT_SECRET: 'a-shared-signing-key-of-at-least-32-bytes',
  CUBUS_ENCRYPTION_KEY: 'a-shared-sealing-key-of-at-least-32-bytes',
};
/** `JobWorker` sweeps every 10 s: a run of a node killed mid-run is failed within 15 + 10 s. */
const deadRunBoundMs = (nodeStaleSeconds + 10) * 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await pause(100);
    value = await read();
  }
  return value;
}

// Two processes cannot share one PGlite: its events stay in its one process (`LocalTransport`).
describe.skipIf(!storeKinds.includes('postgres'))('several nodes on one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bConfig: Config;
  let scratch: string;
  let admin: { token: string; domainId: string; userId: string };

  /** Another node of A's store and files: embedded nodes may share a store only in tests. */
  const nodeConfig = async (env: Record<string, string> = {}) =>
    loadConfig({
      ...sharedKeys,
      DATA_DIR: await mkdtemp(path.join(scratch, 'node-')),
      DATABASE_URL: a.config.databaseUrl ?? '',
      CUBUS_FILES_DIR: a.config.files.dir,
      WEB_DIST: a.config.webDist,
      CUBUS_DUCKDB_MEMORY_LIMIT: '256MB',
      CUBUS_DUCKDB_THREADS: '1',
      ...env,
    });

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'cubus-test-nodes-'));
    a = await startApp('postgres', { ...sharedKeys, CUBUS_FILES_DIR: path.join(scratch, 'shared-files') });
    bConfig = await nodeConfig();
    b = await buildApp(bConfig, { logger: false, shareEmbeddedWarehouse: true, checkErrorCodes: true });
    const signed = await a.signIn('admin', a.credentials.adminPassword);
    admin = { token: signed.accessToken, domainId: signed.session.domain.id, userId: signed.session.user.id };
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  describe('live events', () => {
    it("reach the other node once, in order, big ones too, and only their domain's subscribers", async () => {
      const [sales, other] = [randomUUID(), randomUUID()];
      const onA: unknown[] = [];
      const onB: unknown[] = [];
      const onOther: unknown[] = [];
      const stops = [
        a.app.events.subscribe(sales, (event) => onA.push(event.data)),
        b.events.subscribe(sales, (event) => onB.push(event.data)),
        b.events.subscribe(other, (event) => onOther.push(event.data)),
      ];
      // Past NOTIFY's 8000-byte payload: it goes by the relay table, and keeps its place.
      const big = 'é'.repeat(10_000);
      const sent = Array.from({ length: 30 }, (_, i) => ({ n: i, text: i % 7 === 3 ? big : `event ${i}` }));
      for (const data of sent) a.app.events.publish(sales, { type: 'ribbon', data } as ServerEvent);
      await until(
        () => onB.length,
        (n) => n >= sent.length,
        5000,
      );
      await pause(500);
      expect(onB).toEqual(sent);
      expect(onA).toEqual(sent);
      expect(onOther).toEqual([]);
      for (const stop of stops) stop();
    });

    it('too big for a notice, go by the relay table, whose rows are pruned after a minute', async () => {
      const fail = (error: unknown) => {
        throw error;
      };
      const transport = new PostgresTransport(a.app.db, a.config.databaseUrl ?? '', randomUUID(), fail);
      await transport.start();
      const bus = new EventBus(transport);
      const domain = randomUUID();
      const big = (text: string): ServerEvent => ({ type: 'ribbon', data: { text: text.padEnd(9000, '.') } });
      const relayed = () =>
        a.app.db.selectFrom('event_relay').select('event').where('domain_id', '=', domain).execute();
      bus.publish(domain, big('old'));
      expect((await until(relayed, (rows) => rows.length === 1, 5000)).length).toBe(1);
      await sql`UPDATE event_relay SET created_at = now() - interval '61 seconds' WHERE domain_id = ${domain}`.execute(
        a.app.db,
      );
      bus.publish(domain, big('fresh'));
      await until(relayed, (rows) => rows.length === 2, 5000);
      await transport.prune();
      expect((await relayed()).map((row) => row.event)).toEqual([big('fresh')]);
      await bus.close();
    });

    it('listen again after their connection drops', async () => {
      const domain = randomUUID();
      const heard: unknown[] = [];
      const stop = b.events.subscribe(domain, (event) => heard.push(event.data));
      // Every node's listening connection ended by the server, as a PostgreSQL restart would.
      const ended = await sql<{
        ended: boolean;
      }>`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE application_name = 'cubus-events' AND datname = current_database()`.execute(a.app.db);
      expect(ended.rows.length).toBe(2);
      // Reconnected within 0.5 s of noticing; what is sent from then on arrives.
      const heardAgain = await until(
        async () => {
          a.app.events.publish(domain, { type: 'ribbon', data: { text: 'after the drop' } });
          await pause(300);
          return heard.length;
        },
        (n) => n > 0,
        10_000,
      );
      expect(heardAgain).toBeGreaterThan(0);
      expect(heard[0]).toEqual({ text: 'after the drop' });
      stop();
    });

    it('a ticket from one node opens the stream on the other, once', async () => {
      const base = await b.listen({ port: 0, host: '127.0.0.1' });
      const ticket = (await post(a.app, '/api/events/ticket', {}, admin.token)).json().ticket as string;
      const stream = await fetch(`${base}/api/events?ticket=${ticket}`);
      expect(stream.status).toBe(200);
      // A change on node A shows on the stream node B serves.
      await post(
        a.app,
        '/api/qry',
        { op: 'create', object: 'todo', values: { title: 'made on A' } },
        admin.token,
      );
      expect(await collect(stream, (text) => text.includes('made on A'), 5000)).toMatch(
        /event: ribbon\nid: 1\ndata: \{.*"made on A"/,
      );
      const again = (app: FastifyInstance) => app.inject({ url: `/api/events?ticket=${ticket}` });
      for (const app of [a.app, b]) {
        const refused = await again(app);
        expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'invalid_ticket']);
      }
    });

    it('a ticket redeemed on two nodes at once is given to one', async () => {
      const holder = { userId: admin.userId, domainId: admin.domainId, tokenVersion: 0 };
      for (let round = 0; round < 5; round++) {
        const ticket = await a.app.eventTickets.issue(holder);
        const both = await Promise.all([a.app.eventTickets.redeem(ticket), b.eventTickets.redeem(ticket)]);
        expect(both.filter(Boolean)).toEqual([holder]);
      }
    });
  });

  describe('the node registry', () => {
    it('lists both nodes, and refuses a third whose warehouse is embedded, or a ClickHouse one beside them', async () => {
      const rows = await a.app.db.selectFrom('nodes').select(['id', 'warehouse', 'pid']).execute();
      expect(rows.map((row) => row.id).sort()).toEqual([a.app.nodes.id, b.nodes.id].sort());
      expect(rows.every((row) => row.warehouse === 'duckdb' && row.pid === process.pid)).toBe(true);

      await expect(buildApp(await nodeConfig(), { logger: false })).rejects.toThrow(
        /^another node \(.+, pid \d+\) uses this metadata store and this node's warehouse is embedded DuckDB, which cannot be shared; set CLICKHOUSE_URL on every node$/,
      );
      // Refused before the warehouse is opened: no ClickHouse server is needed to be told so.
      const clickhouse = await nodeConfig({ CLICKHOUSE_URL: 'http://127.0.0.1:9/cubus' });
      await expect(buildApp(clickhouse, { logger: false })).rejects.toThrow(
        /uses this metadata store with an embedded DuckDB warehouse, which cannot be shared; set CLICKHOUSE_URL on every node$/,
      );
      expect(await a.app.db.selectFrom('nodes').select('id').execute()).toHaveLength(2);
    });
    it('a refused server exits 1 with one line that says why', async () => {
      const server = path.join(import.meta.dirname, '../src/server.ts');
      const refused = await promisify(execFile)(process.execPath, ['--import', 'tsx', server], {
        env: {
          ...process.env,
          DATA_DIR: await mkdtemp(path.join(scratch, 'node-')),
          DATABASE_URL: a.config.databaseUrl ?? '',
          PORT: '0',
          HOST: '127.0.0.1',
        },
        timeout: 50_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        /^Cubus cannot start: another node \(.+, pid \d+\) uses this metadata store and this node's warehouse is embedded DuckDB, which cannot be shared; set CLICKHOUSE_URL on every node$/,
      );
    }, 60_000);
  });

  describe('files on a shared volume', () => {
    const control = (app: FastifyInstance, body: unknown) => post(app, '/api/uploadchunk', body, admin.token);
    const chunk = (app: FastifyInstance, uploadId: string, offset: number, data: Buffer) =>
      app.inject({
        method: 'POST',
        url: `/api/uploadchunk?uploadId=${uploadId}&offset=${offset}`,
        payload: data,
        headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin.token}` },
      });

    it('an upload started on one node goes on and ends on the other', async () => {
      const data = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
      const start = await control(a.app, {
        action: 'start',
        name: 'shared.bin',
        size: data.length,
        sha256: sha(data),
      });
      const { uploadId } = start.json();
      expect((await chunk(a.app, uploadId, 0, data.subarray(0, 100_000))).statusCode).toBe(200);
      expect((await chunk(b, uploadId, 100_000, data.subarray(100_000, 200_000))).statusCode).toBe(200);
      expect((await control(b, { action: 'status', uploadId })).json().offset).toBe(200_000);
      const done = await chunk(b, uploadId, 200_000, data.subarray(200_000));
      expect(done.json().file).toMatchObject({ fileId: uploadId, size: data.length, sha256: sha(data) });
      const onA = await post(a.app, '/api/download', { fileId: uploadId }, admin.token);
      expect(onA.rawPayload.equals(data)).toBe(true);
      expect((await readFile(path.join(a.config.files.dir, admin.domainId, uploadId))).equals(data)).toBe(
        true,
      );
    });

    it('a CSV uploaded on one node is imported from the shared folder, outside DATA_DIR', async () => {
      const csv = Buffer.from('port,boats\nHamburg,12\nKiel,3\n');
      const start = await control(b, {
        action: 'start',
        name: 'ports.csv',
        size: csv.length,
        sha256: sha(csv),
      });
      const { uploadId } = start.json();
      expect((await chunk(b, uploadId, 0, csv)).json().file).toMatchObject({ fileId: uploadId });
      const importId = await createImport(a, admin, {
        source: { fileId: uploadId, format: 'csv' },
        target: { newTable: 'ports' },
        mapping: [
          { source: 'port', target: 'port' },
          { source: 'boats', target: 'boats', type: 'integer' },
        ],
      });
      const done = await runToEnd(a, admin, importId);
      expect(done.status, done.error ?? '').toBe('succeeded');
      expect(done.rowsLoaded).toBe(2);
    });

    it('the same chunk sent to both nodes at once is written once', async () => {
      const data = Buffer.from(Array.from({ length: 2_000_000 }, (_, i) => (i * 13) % 253));
      const start = await control(a.app, {
        action: 'start',
        name: 'raced.bin',
        size: data.length,
        sha256: sha(data),
      });
      const { uploadId } = start.json();
      const first = data.subarray(0, 1_000_000);
      const answers = await Promise.all([chunk(a.app, uploadId, 0, first), chunk(b, uploadId, 0, first)]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(['upload_offset_mismatch', 'upload_busy']).toContain(refused?.json().error.code);
      expect((await control(b, { action: 'status', uploadId })).json().offset).toBe(1_000_000);
      const done = await chunk(a.app, uploadId, 1_000_000, data.subarray(1_000_000));
      expect(done.json().file.sha256).toBe(sha(data));
      const onB = await post(b, '/api/download', { fileId: uploadId }, admin.token);
      expect(onB.rawPayload.equals(data)).toBe(true);
    });
  });

  describe('jobs', () => {
    const newJob = () => ({
      id: randomUUID(),
      domainId: admin.domainId,
      kind: 'import',
      objectId: randomUUID(),
      createdBy: admin.userId,
    });
    const jobRow = (id: string) =>
      a.app.db
        .selectFrom('jobs')
        .select(['status', 'error_code', 'error', 'worker', 'messages'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it(`fails the run of a node that died within ${deadRunBoundMs / 1000} s, and never runs it again`, async () => {
      const c = await buildApp(await nodeConfig(), { logger: false, shareEmbeddedWarehouse: true });
      try {
        await c.jobs.worker.stop();
        // A run going on on C when C dies: its row says running on C, and C beats no more.
        const job = newJob();
        await c.jobs.store.startNow(job, c.nodes.id);
        const died = Date.now();
        c.nodes.silence();
        const row = await until(
          () => jobRow(job.id),
          (r) => r.status !== 'running',
          deadRunBoundMs + 5000,
        );
        const tookMs = Date.now() - died;
        expect(row).toMatchObject({
          status: 'failed',
          error_code: 'server_restarted',
          error: 'The node running it stopped',
          worker: c.nodes.id,
        });
        expect(tookMs).toBeGreaterThanOrEqual(nodeStaleSeconds * 1000 - 1000);
        expect(tookMs).toBeLessThanOrEqual(deadRunBoundMs + 2000);
        await pause(1000);
        // Failed once, claimed by nobody since.
        const after = await jobRow(job.id);
        expect(after.worker).toBe(c.nodes.id);
        expect(
          (after.messages as { text: string }[]).filter((line) => /stopped/.test(line.text)),
        ).toHaveLength(1);
        // C comes back and goes on with the run: it learns the run ended, and the end stands.
        expect(await c.jobs.store.heartbeat(job.id)).toBe('ended');
        expect(await c.jobs.store.progress(job.id, 0.5, {})).toBeUndefined();
        expect(await c.jobs.store.finish(job.id, 'succeeded')).toBeUndefined();
        expect(await jobRow(job.id)).toMatchObject({
          status: 'failed',
          error: 'The node running it stopped',
        });
      } finally {
        await c.close();
      }
    }, 60_000);

    it('claims each queued run once across both nodes', async () => {
      // Both nodes' own workers step aside: the two stores race for the same queue.
      await a.app.jobs.worker.stop();
      await b.jobs.worker.stop();
      const jobs = Array.from({ length: 24 }, newJob);
      for (const job of jobs) await a.app.jobs.store.enqueue(job);
      const fairness = { afterDomain: undefined, domainConcurrency: 1000 };
      const drain = async (store: typeof a.app.jobs.store, worker: string) => {
        const claimed: string[] = [];
        for (let job = await store.claim(worker, fairness); job; job = await store.claim(worker, fairness))
          claimed.push(job.id);
        return claimed;
      };
      const [onA, onB] = await Promise.all([
        drain(a.app.jobs.store, a.app.nodes.id),
        drain(b.jobs.store, b.nodes.id),
      ]);
      const all = [...onA, ...onB];
      expect(all.sort()).toEqual(jobs.map((job) => job.id).sort());
      expect(new Set(all).size).toBe(all.length);
      expect(onA.length).toBeGreaterThan(0);
      expect(onB.length).toBeGreaterThan(0);
    });
  });
});
