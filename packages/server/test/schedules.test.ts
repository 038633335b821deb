import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler } from '../src/jobs/scheduler';
import { type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import {
  createImport,
  createTable,
  type ImportCaller,
  qry,
  runToEnd,
  signInAdmin,
  tableRows,
  upload,
  waitJob,
} from './import-helper';

const everyFiveMinutes = { cron: '*/5 * * * *', timezone: 'UTC' };
const fiveMinutes = 5 * 60_000;

describe.each(storeKinds)('schedules on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;
  let tableId: string;
  let fileId: string;

  beforeAll(async () => {
    t = await startApp(kind);
    who = await signInAdmin(t);
    tableId = await createTable(t, who, {
      name: 'scheduled_orders',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'customer', type: 'text' },
      ],
    });
    fileId = await upload(t, who, 'orders.csv', 'id,customer\n1,Ann\n2,Bob\n');
  });
  afterAll(() => t?.close());

  const scheduledImport = (schedule: unknown = everyFiveMinutes) =>
    createImport(t, who, { source: { fileId, format: 'csv' }, target: { tableId }, schedule });

  const read = async (id: string) => {
    const response = await qry(t, who, { op: 'get', object: 'imports', id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().row as { schedule: unknown; nextRun: string | null; version: number };
  };

  /** The schedule's next tick, as the store holds it. */
  const nextRunAt = async (id: string) =>
    (
      await t.app.db
        .selectFrom('schedules')
        .select('next_run_at')
        .where('object_id', '=', id)
        .executeTakeFirstOrThrow()
    ).next_run_at;

  /** Moves the schedule's next tick into the past, as if it were due for so long. */
  const dueSince = (id: string, milliseconds: number) =>
    t.app.db
      .updateTable('schedules')
      .set({ next_run_at: new Date(t.clock.now() - milliseconds) })
      .where('object_id', '=', id)
      .execute();

  const jobsOf = (id: string) =>
    t.app.db.selectFrom('jobs').select(['id', 'status']).where('object_id', '=', id).execute();

  /** Every run of the import ended (so the next tests see no run in progress). */
  const settle = async (id: string) => {
    for (const job of await jobsOf(id)) await waitJob(t, who, job.id);
  };

  it('refuses a cron that is not one or an unknown time zone with 400, and saves nothing', async () => {
    const before = await t.app.db.selectFrom('imports').select('id').execute();
    for (const [schedule, code] of [
      [{ cron: 'every day' }, 'invalid_cron'],
      [{ cron: '0 0 * * * *' }, 'invalid_cron'],
      [{ cron: '61 * * * *' }, 'invalid_cron'],
      [{ cron: '0 0 30 2 *' }, 'invalid_cron'],
      [{ cron: '0 6 * * *', timezone: 'Mars/Olympus' }, 'invalid_timezone'],
    ] as const) {
      const response = await qry(t, who, {
        op: 'create',
        object: 'imports',
        values: {
          name: 'bad',
          mode: 'append',
          source: { fileId, format: 'csv' },
          target: { tableId },
          schedule,
        },
      });
      expect([response.statusCode, response.json().error.code], schedule.cron).toEqual([400, code]);
    }
    expect(await t.app.db.selectFrom('imports').select('id').execute()).toHaveLength(before.length);
    // The demo action's schedule is there from the first start; no import has one.
    expect(
      await t.app.db.selectFrom('schedules').select('object_id').where('kind', '=', 'import').execute(),
    ).toHaveLength(0);

    // An update with a bad cron changes nothing either.
    const id = await scheduledImport();
    const { version } = await read(id);
    const response = await qry(t, who, {
      op: 'update',
      object: 'imports',
      id,
      version,
      values: { name: 'renamed', schedule: { cron: '* * *' } },
    });
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'invalid_cron']);
    expect(await read(id)).toMatchObject({ version, schedule: { ...everyFiveMinutes, enabled: true } });
  });

  it('shows the schedule and the next run through /api/qry, and moves the next run only when the rule changes', async () => {
    const id = await scheduledImport({ cron: '0 6 * * *', timezone: 'Europe/Berlin' });
    const row = await read(id);
    expect(row.schedule).toEqual({ cron: '0 6 * * *', timezone: 'Europe/Berlin', enabled: true });
    const next = new Date(row.nextRun ?? '');
    expect(next.getTime()).toBeGreaterThan(t.clock.now());
    expect(next.getTime() - t.clock.now()).toBeLessThanOrEqual(25 * 3600_000);
    // 06:00 in Berlin is 04:00 or 05:00 UTC.
    expect([4, 5]).toContain(next.getUTCHours());

    const list = await qry(t, who, {
      op: 'select',
      object: 'imports',
      fields: ['name', 'schedule', 'nextRun'],
    });
    expect(list.json().columns.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['schedule', 'nextRun']),
    );

    // Saving the same schedule again keeps the tick; a new rule moves it; off clears it; null removes it.
    const renamed = await qry(t, who, {
      op: 'update',
      object: 'imports',
      id,
      version: row.version,
      values: { name: 'renamed', schedule: { cron: '0 6 * * *', timezone: 'Europe/Berlin' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().row.nextRun).toBe(row.nextRun);
    const off = await qry(t, who, {
      op: 'update',
      object: 'imports',
      id,
      version: renamed.json().row.version,
      values: { schedule: { ...everyFiveMinutes, enabled: false } },
    });
    expect(off.json().row).toMatchObject({
      schedule: { ...everyFiveMinutes, enabled: false },
      nextRun: null,
    });
    const cleared = await qry(t, who, {
      op: 'update',
      object: 'imports',
      id,
      version: off.json().row.version,
      values: { schedule: null },
    });
    expect(cleared.json().row).toMatchObject({ schedule: null, nextRun: null });
  });

  it('queues exactly one run for a due tick, even with two schedulers ticking at once, and advances the next run', async () => {
    const id = await scheduledImport();
    await dueSince(id, 1000);
    const other = new Scheduler({
      db: t.app.db,
      schedules: t.app.jobs.schedules,
      jobs: t.app.jobs.store,
      kinds: { import: { runnable: async () => true } },
      clock: t.clock.now,
      log: t.app.log,
      wake: () => t.app.jobs.worker.wake(),
    });
    const [mine, theirs] = await Promise.all([t.app.jobs.scheduler.tick(), other.tick()]);
    const outcomes = [...mine, ...theirs].filter((o) => o.objectId === id).map((o) => o.outcome);
    expect(outcomes.filter((o) => o === 'queued')).toHaveLength(1);
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(1);
    const done = await waitJob(t, who, jobs[0]?.id ?? '');
    expect(done).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    expect(done.messages[0]?.text).toBe('Queued by the schedule */5 * * * * (UTC)');

    // The next tick is the next five-minute mark after now; nothing is due until then.
    const next = (await nextRunAt(id))?.getTime() ?? 0;
    expect(next).toBeGreaterThan(t.clock.now());
    expect(next).toBeLessThanOrEqual(t.clock.now() + fiveMinutes);
    expect(next % fiveMinutes).toBe(0);
    expect((await t.app.jobs.scheduler.tick()).filter((o) => o.objectId === id)).toEqual([]);
    expect(await jobsOf(id)).toHaveLength(1);
  });

  it('skips a tick while a run of the import is in progress, and does not start it twice', async () => {
    const id = await scheduledImport();
    const running = crypto.randomUUID();
    await t.app.db
      .insertInto('jobs')
      .values({
        id: running,
        domain_id: who.domainId,
        kind: 'import',
        object_id: id,
        status: 'running',
        worker: 'another-node',
        heartbeat_at: new Date(),
      })
      .execute();
    await dueSince(id, 1000);
    const outcome = (await t.app.jobs.scheduler.tick()).find((o) => o.objectId === id);
    expect(outcome).toEqual({ objectId: id, outcome: 'busy', jobId: running });
    expect(await jobsOf(id)).toEqual([{ id: running, status: 'running' }]);
    // The skip is told in the log of the run that was going.
    const log = await t.app.db
      .selectFrom('jobs')
      .select('messages')
      .where('id', '=', running)
      .executeTakeFirst();
    expect(JSON.stringify(log?.messages)).toContain('was skipped: this run was still going');
    // The tick is spent: the next one is in the future.
    expect((await nextRunAt(id))?.getTime()).toBeGreaterThan(t.clock.now());
    await t.app.jobs.store.finish(running, 'succeeded');
  });

  it('skips a deleted import', async () => {
    const id = await scheduledImport();
    await qry(t, who, { op: 'delete', object: 'imports', ids: [id] });
    await dueSince(id, 1000);
    const outcome = (await t.app.jobs.scheduler.tick()).find((o) => o.objectId === id);
    expect(outcome?.outcome).toBe('inactive');
    expect(await jobsOf(id)).toEqual([]);
    await qry(t, who, { op: 'remove', object: 'imports', ids: [id], confirm: true });
    expect(await t.app.db.selectFrom('schedules').where('object_id', '=', id).selectAll().execute()).toEqual(
      [],
    );
  });

  it('runs a schedule missed while the server was down once at start, and once per tick after', async () => {
    // At the start of a period, so that the second restart falls in the same one however slow
    // the machine (on the wall clock, a period's end between the restarts made it due again).
    t.clock.advance(fiveMinutes - (t.clock.now() % fiveMinutes) + 1000);
    const id = await scheduledImport();
    // Down for five periods and a bit.
    await dueSince(id, 5 * fiveMinutes + 30_000);
    await t.restart();
    who = await signInAdmin(t);
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(await waitJob(t, who, jobs[0]?.id ?? '')).toMatchObject({ status: 'succeeded' });
    expect((await nextRunAt(id))?.getTime()).toBeGreaterThan(t.clock.now());
    // Another restart in the same period runs nothing more.
    await t.restart();
    who = await signInAdmin(t);
    expect(await jobsOf(id)).toHaveLength(1);
  }, 60_000);

  // Regression: the second run of an import into {newTable} failed with table_exists.
  it('runs an import into a new table again: the first run makes the table, the next ones load into it', async () => {
    const importId = await createImport(t, who, {
      source: { fileId, format: 'csv' },
      target: { newTable: 'scheduled_new' },
      mapping: [
        { source: 'id', target: 'id', type: 'integer' },
        { source: 'customer', target: 'customer', type: 'text' },
      ],
    });
    expect(await runToEnd(t, who, importId)).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    const table = (await qry(t, who, { op: 'select', object: 'tables', search: 'scheduled_new' })).json()
      .rows[0];
    const saved = await qry(t, who, { op: 'get', object: 'imports', id: importId });
    expect(saved.json().row.target).toEqual({ tableId: table.id });

    expect(await runToEnd(t, who, importId)).toMatchObject({ status: 'succeeded', rowsLoaded: 2 });
    expect((await tableRows(t, who, table.id)).map((r) => r.customer)).toEqual(['Ann', 'Ann', 'Bob', 'Bob']);
    // A scheduled run loads into it too.
    const version = saved.json().row.version;
    await qry(t, who, {
      op: 'update',
      object: 'imports',
      id: importId,
      version,
      values: { schedule: everyFiveMinutes },
    });
    await dueSince(importId, 1000);
    await t.app.jobs.scheduler.tick();
    await settle(importId);
    const runs = await jobsOf(importId);
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await tableRows(t, who, table.id)).toHaveLength(6);
  }, 60_000);
});
