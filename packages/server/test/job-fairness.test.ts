import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, storeKinds, type TestApp } from './helper';
import { createImport, createTable, type ImportCaller, job, upload, waitJob } from './import-helper';

/** Counts to 10^11: runs far longer than the test, until cancelled. */
const endless = 'SELECT count(*) AS n FROM range(100000000000)';

describe('jobs are fair across domains', () => {
  let t: TestApp;
  let a: ImportCaller;
  let b: ImportCaller;

  beforeAll(async () => {
    t = await startApp('pglite', { CUBUS_JOB_DOMAIN_QUEUE_MAX: '3', CUBUS_PROCEDURE_TIMEOUT_MS: '120000' });
    const signed = await t.signIn('admin', t.credentials.adminPassword);
    a = { token: signed.accessToken, domainId: signed.session.domain.id, userId: signed.session.user.id };
    const other = signed.session.domains.find((domain) => domain.id !== a.domainId);
    const switched = await post(t.app, '/api/switch-domain', { domainId: other?.id }, a.token);
    expect(switched.statusCode, switched.body).toBe(200);
    b = { ...a, token: switched.json().accessToken, domainId: switched.json().session.domain.id };
  });
  afterAll(() => t?.close());

  const procedure = async (who: ImportCaller, name: string, body: string) => {
    const values = { name, description: '', arguments: [], body };
    const response = await post(t.app, '/api/qry', { op: 'create', object: 'procedures', values }, who.token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().row.id as string;
  };
  const run = (who: ImportCaller, id: string) =>
    post(t.app, '/api/qry', { op: 'run', object: 'procedures', id, args: {} }, who.token);
  const started = async (who: ImportCaller, id: string) => {
    const response = await run(who, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().jobId as string;
  };
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return true;
  };

  it("starts and finishes B's job within 2 s while A's endless job runs; A waits its turn", async () => {
    const endlessId = await started(a, await procedure(a, 'Endless', endless));
    expect(await until(async () => (await job(t, a, endlessId)).status === 'running', 5000)).toBe(true);
    // A's next run waits: A already runs as many as one domain may.
    const waitingA = await started(a, await procedure(a, 'Quick A', 'SELECT 1 AS one'));
    const begun = Date.now();
    const quickB = await started(b, await procedure(b, 'Quick B', 'SELECT 2 AS two'));
    expect(await until(async () => (await job(t, b, quickB)).status === 'succeeded', 2000)).toBe(true);
    expect(Date.now() - begun).toBeLessThan(2000);
    expect((await job(t, a, waitingA)).status).toBe('queued');
    expect((await job(t, a, endlessId)).status).toBe('running');
    const cancel = await post(t.app, '/api/jobs/cancel', { jobId: endlessId }, a.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await waitJob(t, a, endlessId)).status).toBe('cancelled');
    expect((await waitJob(t, a, waitingA)).status).toBe('succeeded');
  });

  it("caps A's queue (runs and schedule ticks) and leaves B's untouched", async () => {
    const endlessId = await started(a, await procedure(a, 'Endless 2', endless));
    expect(await until(async () => (await job(t, a, endlessId)).status === 'running', 5000)).toBe(true);
    const queued: string[] = [];
    for (const name of ['A1', 'A2', 'A3'])
      queued.push(await started(a, await procedure(a, name, 'SELECT 1')));
    const refused = await run(a, await procedure(a, 'A4', 'SELECT 1'));
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'job_queue_full']);
    // A due schedule of A skips its tick instead of queueing (and is not retried every tick).
    const tableId = await createTable(t, a, {
      name: 'fair_target',
      columns: [{ name: 'id', type: 'integer' }],
    });
    const fileId = await upload(t, a, 'ids.csv', 'id\n1\n');
    const importId = await createImport(t, a, {
      source: { fileId, format: 'csv' },
      target: { tableId },
      schedule: { cron: '* * * * *', timezone: 'UTC' },
    });
    await t.app.db
      .updateTable('schedules')
      .set({ next_run_at: new Date(Date.now() - 1000) })
      .where('object_id', '=', importId)
      .execute();
    const outcomes = await t.app.jobs.scheduler.tick();
    expect(outcomes.find((o) => o.objectId === importId)?.outcome).toBe('full');
    const nextRun = await t.app.db
      .selectFrom('schedules')
      .select('next_run_at')
      .where('object_id', '=', importId)
      .executeTakeFirstOrThrow();
    expect(nextRun.next_run_at?.getTime()).toBeGreaterThan(Date.now());
    // B still queues and runs.
    const quickB = await started(b, await procedure(b, 'Quick B2', 'SELECT 3 AS three'));
    expect((await waitJob(t, b, quickB, 5000)).status).toBe('succeeded');
    await post(t.app, '/api/jobs/cancel', { jobId: endlessId }, a.token);
    for (const id of queued) expect((await waitJob(t, a, id)).status).toBe('succeeded');
  });
});

describe.each(storeKinds)('job claims on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker claims here: the test claims by hand, as nodes would at once.
    t = await startApp(kind, { CUBUS_JOB_WORKERS: '1' });
    await t.app.jobs.worker.stop();
  });
  afterAll(() => t?.close());

  it('never runs more of one domain than allowed, however many claims race at once', async () => {
    const domains = await t.app.db.selectFrom('domains').select('id').orderBy('id').execute();
    expect(domains.length).toBeGreaterThanOrEqual(2);
    const [first, second] = domains.map((domain) => domain.id);
    for (const domainId of [first, first, first, second, second] as string[])
      await t.app.jobs.store.enqueue({
        id: crypto.randomUUID(),
        domainId,
        kind: 'procedure',
        objectId: crypto.randomUUID(),
        createdBy: null,
      });
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, node) =>
        t.app.jobs.store.claim(`node-${node}`, { afterDomain: undefined, domainConcurrency: 1 }),
      ),
    );
    const claimed = claims.filter((job) => job !== undefined).map((job) => job?.domainId);
    expect(claimed.sort()).toEqual([first, second].sort());
  });
});
