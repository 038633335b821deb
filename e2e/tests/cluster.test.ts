import { createHash } from 'node:crypto';
import { type PivotAnswer, pivotCell } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, type ClusterNode, startCluster } from '../../bench/src/cluster';
import { nginxInstalled } from '../../bench/src/proxy';
import { clickhouseInstalled } from '../../packages/server/test/clickhouse-server';
import { withAdmin } from '../../packages/server/test/postgres-database';

type Row = Record<string, unknown>;

/** Where calls go (a node, or the balancer in front of both) and the admin's token. */
interface Caller {
  url: string;
  token: string;
}

/** A running node and its signed-in admin of the Demo domain. */
type Node = ClusterNode & Caller;

const regions = ['North', 'South', 'East', 'West'];

/** `rows` lines of region, product, amount; amounts in whole cents, so sums are exact. */
function harbourCsv(rows: number): { text: string; centsByRegion: Map<string, number> } {
  const centsByRegion = new Map<string, number>();
  const lines = ['region,product,amount'];
  for (let i = 0; i < rows; i++) {
    const region = regions[i % regions.length] as string;
    const cents = (i * 37) % 100_000;
    centsByRegion.set(region, (centsByRegion.get(region) ?? 0) + cents);
    lines.push(`${region},P${i % 10},${(cents / 100).toFixed(2)}`);
  }
  return { text: `${lines.join('\n')}\n`, centsByRegion };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Two Cubus processes on one PostgreSQL, a ClickHouse of two shards and one files folder, as an
 * operator runs several nodes behind a load balancer: any call may land on either node.
 */
describe.skipIf(!clickhouseInstalled || !nginxInstalled)(
  'two Cubus nodes on one PostgreSQL, a two-shard ClickHouse and one files folder',
  () => {
    let cluster: Cluster;
    const nodes: Node[] = [];
    /** Calls through the sample nginx config, which sends each to either node in turn. */
    let balanced: Caller;
    const ids: { fileId?: string; tableId?: string; cubeId?: string } = {};

    const call = async (node: Caller, url: string, body: unknown, init: RequestInit = {}) => {
      const answer = await fetch(`${node.url}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${node.token}` },
        body: JSON.stringify(body),
        ...init,
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : undefined };
    };
    const ok = async (node: Caller, url: string, body: unknown) => {
      const answer = await call(node, url, body);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      return answer.body;
    };
    const qry = (node: Caller, body: unknown) => ok(node, '/api/qry', body);
    const node = (index: number) => nodes[index] ?? expect.fail(`node ${index} is not running`);

    /** Sends `bytes` as a resumable upload, chunk `i` to node `i % 2`, the last one with the file's hash. */
    const uploadAcross = async (name: string, bytes: Buffer, chunks: number): Promise<string> => {
      const started = await ok(node(0), '/api/uploadchunk', { action: 'start', name, size: bytes.length });
      const step = Math.ceil(bytes.length / chunks);
      let state = started;
      for (let i = 0, offset = 0; offset < bytes.length; i++, offset += step) {
        const chunk = bytes.subarray(offset, offset + step);
        const last = offset + chunk.length === bytes.length;
        const query = `uploadId=${started.uploadId}&offset=${offset}${last ? `&sha256=${sha256(bytes)}` : ''}`;
        const answer = await fetch(`${node(i % 2).url}/api/uploadchunk?${query}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/octet-stream',
            Authorization: `Bearer ${node(i % 2).token}`,
          },
          body: new Uint8Array(chunk),
        });
        state = await answer.json();
        expect(answer.status, JSON.stringify(state)).toBe(200);
        // The other node knows where the upload stands.
        if (!last) {
          const status = await ok(node((i + 1) % 2), '/api/uploadchunk', {
            action: 'status',
            uploadId: started.uploadId,
          });
          expect(status.offset).toBe(offset + chunk.length);
        }
      }
      expect(state.file?.sha256).toBe(sha256(bytes));
      return state.file.fileId as string;
    };

    const job = async (at: Caller, id: string) =>
      (await qry(at, { op: 'get', object: 'jobs', id })).row as Row;
    const waitJob = async (at: Caller, id: string, timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const row = await job(at, id);
        if (!['queued', 'running'].includes(row.status as string)) return row;
        if (Date.now() > until) throw new Error(`job ${id} still ${row.status} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const grouped = async (at: Caller, tableId: string) =>
      (
        await qry(at, {
          op: 'select',
          object: `table:${tableId}`,
          groupby: {
            isActive: true,
            groups: [{ field: 'region' }],
            aggregates: [{ field: 'amount', operand: 'sum' }, { operand: 'count' }],
          },
          orderby: { isActive: true, sorts: [{ field: 'region', dir: 'asc' }] },
        })
      ).rows as Row[];

    beforeAll(async () => {
      cluster = await startCluster(2);
      for (const each of cluster.nodes) {
        const login = await fetch(`${each.url}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ login: 'admin', password: cluster.adminPassword }),
        });
        expect(login.status).toBe(200);
        nodes.push({ ...each, token: (await login.json()).accessToken });
      }
      balanced = { url: cluster.proxy.url, token: node(0).token };
    }, 240_000);

    afterAll(() => cluster?.stop(), 60_000);

    it('takes an upload by chunks on both nodes, imports it on one and answers it on the other', async () => {
      const { text, centsByRegion } = harbourCsv(20_000);
      ids.fileId = await uploadAcross('harbour.csv', Buffer.from(text), 4);
      const created = await qry(node(1), {
        op: 'create',
        object: 'imports',
        values: {
          name: 'harbour',
          mode: 'append',
          source: { fileId: ids.fileId, format: 'csv' },
          target: { newTable: 'harbour' },
          mapping: [
            { source: 'region', target: 'region' },
            { source: 'product', target: 'product' },
            { source: 'amount', target: 'amount', type: 'decimal' },
          ],
        },
      });
      const run = await qry(node(1), { op: 'run', object: 'imports', id: created.row.id });
      const done = await waitJob(node(0), run.jobId);
      expect(done.status, String(done.error)).toBe('succeeded');
      const table = (await qry(node(0), { op: 'select', object: 'tables', search: 'harbour' })).rows[0];
      ids.tableId = table.id;
      const expected = [...centsByRegion.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([region, cents]) => ({ region, sum_amount: cents / 100, count: 5_000 }));
      expect(await grouped(node(0), table.id)).toEqual(expected);
      expect(await grouped(node(1), table.id)).toEqual(expected);
      // Through the balancer, each call to the next node: every answer the same.
      for (let i = 0; i < 6; i++) expect(await grouped(balanced, table.id)).toEqual(expected);
    });

    it('announces a cell written on one node to a client of the other, whose pivot shows it', async () => {
      const made = await ok(node(0), '/api/cubes/generate', {
        name: 'Harbour',
        tableId: ids.tableId,
        dimensions: [{ column: 'region' }, { column: 'product' }],
        measures: [{ column: 'amount', aggregation: 'sum' }],
      });
      expect((await waitJob(node(1), made.jobId)).status).toBe('succeeded');
      ids.cubeId = made.cubeId;
      const { ticket } = await ok(node(1), '/api/events/ticket', {});
      const stream = new AbortController();
      const events = await fetch(`${node(1).url}/api/events?ticket=${ticket}`, {
        signal: stream.signal,
      });
      expect(events.status).toBe(200);
      const reader = (events.body ?? expect.fail('no stream')).getReader();
      const written = await ok(node(0), '/api/cubes/write', {
        cubeId: ids.cubeId,
        measure: 'amount',
        coords: { region: 'East', product: 'P3' },
        value: 4242.42,
      });
      let seen = '';
      const until = Date.now() + 15_000;
      // The ribbon's entry for the write names the change too; the cube's own event is the one.
      const cubeEvent = new RegExp(`event: cube\n(?:id: \\d+\n)?data: [^\n]*${written.changeId}`);
      while (!cubeEvent.test(seen) && Date.now() < until) {
        const next = await Promise.race([
          reader.read(),
          new Promise<undefined>((resolve) => setTimeout(resolve, until - Date.now())),
        ]);
        if (!next || next.done) break;
        seen += new TextDecoder().decode(next.value);
      }
      stream.abort();
      expect(seen).toMatch(cubeEvent);
      const pivot = (await ok(node(1), '/api/cubes/pivot', {
        cubeId: ids.cubeId,
        rows: [{ dim: 'region', members: ['East'] }],
        columns: [{ dim: 'product', members: ['P3'] }],
        totals: false,
      })) as PivotAnswer;
      expect(pivotCell(pivot, 0, 0, 0)).toBe(4242.42);
    });

    it('fires a due schedule once across both nodes', async () => {
      const created = await qry(node(0), {
        op: 'create',
        object: 'imports',
        values: {
          name: 'harbour nightly',
          mode: 'append',
          source: { fileId: ids.fileId, format: 'csv' },
          target: { tableId: ids.tableId },
          mapping: [
            { source: 'region', target: 'region' },
            { source: 'product', target: 'product' },
            { source: 'amount', target: 'amount' },
          ],
          schedule: { cron: '0 3 * * *', timezone: 'UTC' },
        },
      });
      const importId = created.row.id as string;
      // Due now, as if 03:00 had just passed: both nodes' schedulers see it within one tick (15 s).
      await withAdmin(
        (client) =>
          client.query(
            "UPDATE schedules SET next_run_at = now() - interval '1 second' WHERE object_id = $1",
            [importId],
          ),
        cluster.databaseUrl,
      );
      const runsOf = async () =>
        (
          await qry(node(1), {
            op: 'select',
            object: 'jobs',
            filter: {
              operator: { sid: 'and' },
              conditions: [{ field: 'objectId', op: 'eq', value: importId }],
            },
          })
        ).rows as Row[];
      const until = Date.now() + 40_000;
      while ((await runsOf()).length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 500));
      // Another full tick of both nodes: still one run.
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      const runs = await runsOf();
      expect(runs).toHaveLength(1);
      expect((await waitJob(node(0), runs[0]?.id as string)).status).toBe('succeeded');
    }, 90_000);

    it('fails an import whose node is killed, shows nothing half-written, and the other node answers on', async () => {
      const { text } = harbourCsv(1_500_000);
      const fileId = await uploadAcross('harbour-big.csv', Buffer.from(text), 6);
      const created = await qry(node(0), {
        op: 'create',
        object: 'imports',
        values: {
          name: 'harbour big',
          mode: 'append',
          source: { fileId, format: 'csv' },
          target: { newTable: 'harbour_big' },
          mapping: [
            { source: 'region', target: 'region' },
            { source: 'product', target: 'product' },
            { source: 'amount', target: 'amount', type: 'decimal' },
          ],
        },
      });
      const { jobId } = await qry(node(0), { op: 'run', object: 'imports', id: created.row.id });
      // Which node runs it: the run's worker is its node's id in the registry, which has its pid.
      const running = async () =>
        withAdmin(async (client) => {
          const { rows } = await client.query(
            'SELECT j.status, n.pid FROM jobs j LEFT JOIN nodes n ON n.id = j.worker WHERE j.id = $1',
            [jobId],
          );
          return rows[0] as { status: string; pid: number | null };
        }, cluster.databaseUrl);
      let run = await running();
      while (run.status === 'queued') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        run = await running();
      }
      expect(run.status).toBe('running');
      const killed = nodes.findIndex((each) => each.pid === run.pid);
      expect(killed).toBeGreaterThanOrEqual(0);
      node(killed).kill();
      const survivor = node(1 - killed);
      nodes.splice(killed, 1);
      const killedAt = Date.now();
      const ended = await waitJob(survivor, jobId, 60_000);
      // A node is dead after 15 s without a heartbeat, and the survivor looks every 10 s: 25 s,
      // and a few more for a busy machine.
      expect(ended).toMatchObject({
        status: 'failed',
        errorCode: 'server_restarted',
        error: 'The node running it stopped',
      });
      expect(Date.now() - killedAt).toBeLessThan(35_000);
      // Nothing of the killed run is visible: no new table, the earlier one whole.
      const tables = (await qry(survivor, { op: 'select', object: 'tables', search: 'harbour_big' })).rows;
      expect(tables).toEqual([]);
      expect((await grouped(survivor, ids.tableId as string)).map((row) => row.count)).toEqual([
        10_000, 10_000, 10_000, 10_000,
      ]);
      expect((await call(survivor, '/api/whoami', {})).status).toBe(200);
      // The balancer takes the dead node out and every call through it is answered.
      for (let i = 0; i < 6; i++) expect((await call(balanced, '/api/whoami', {})).status).toBe(200);
    }, 180_000);
  },
);
