import { randomUUID } from 'node:crypto';
import type { ActionStepOutcome } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import {
  createImport,
  createTable,
  type ImportCaller,
  job,
  signInAdmin,
  upload,
  waitJob,
} from './import-helper';

/** Never ends within any time limit: about 10^16 rows counted. */
const runaway = 'SELECT count(*) AS n FROM range(100000000) a, range(100000000) b';
const everyFiveMinutes = { cron: '*/5 * * * *', timezone: 'UTC', enabled: true };
const fiveMinutes = 5 * 60_000;

describe.each(storeKinds)('actions on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;
  let factorId: string;
  let failingId: string;
  let importId: string;
  const qry = (body: unknown, token = who.token) => post(t.app, '/api/qry', body, token);
  const manual = { type: 'manual' };
  const ribbon = (message: string, extra: Record<string, unknown> = {}) => ({
    type: 'ribbon',
    message,
    ...extra,
  });
  const create = (values: Record<string, unknown>) =>
    qry({ op: 'create', object: 'actions', values: { description: '', trigger: manual, ...values } });
  const created = async (values: Record<string, unknown>): Promise<string> => {
    const response = await create(values);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().row.id;
  };
  const run = (id: string) => qry({ op: 'run', object: 'actions', id, args: {} });
  const runToEnd = async (id: string) => {
    const response = await run(id);
    expect(response.statusCode, response.body).toBe(200);
    return waitJob(t, who, response.json().jobId);
  };
  const stepsOf = async (jobId: string): Promise<ActionStepOutcome[]> =>
    (await qry({ op: 'get', object: 'jobs', id: jobId })).json().row.steps;
  const jobsOf = (objectId: string) =>
    t.app.db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('object_id', '=', objectId)
      .orderBy('created_at')
      .execute();
  const count = async (table: 'actions' | 'jobs') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const posted = async (message: string) =>
    (
      await t.app.db
        .selectFrom('activity_log')
        .select('details')
        .where('action', '=', 'action_message')
        .execute()
    ).filter((row) => (row.details as { message?: string }).message === message);
  const dueSince = (id: string, milliseconds: number) =>
    t.app.db
      .updateTable('schedules')
      .set({ next_run_at: new Date(t.clock.now() - milliseconds) })
      .where('object_id', '=', id)
      .execute();
  const settle = async (id: string) => {
    for (const row of await jobsOf(id)) await waitJob(t, who, row.id);
  };

  beforeAll(async () => {
    t = await startApp(kind, { CUBUS_PROCEDURE_TIMEOUT_MS: '20000' });
    who = await signInAdmin(t);
    const procedure = async (values: Record<string, unknown>) => {
      const response = await qry({
        op: 'create',
        object: 'procedures',
        values: { description: '', arguments: [], ...values },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().row.id as string;
    };
    factorId = await procedure({
      name: 'Times two',
      arguments: [{ name: 'factor', type: 'number', required: true }],
      body: 'SELECT $factor * 2 AS doubled',
    });
    failingId = await procedure({ name: 'Fails', body: 'SELECT * FROM no_such_table_anywhere' });
    const tableId = await createTable(t, who, {
      name: 'action_orders',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'customer', type: 'text' },
      ],
    });
    const fileId = await upload(t, who, 'orders.csv', 'id,customer\n1,Ann\n2,Bob\n');
    importId = await createImport(t, who, { source: { fileId, format: 'csv' }, target: { tableId } });
  }, 60_000);
  afterAll(() => t?.close());

  it('runs its steps in order as one job and logs each step’s outcome', async () => {
    const id = await created({
      name: 'Two steps',
      steps: [
        { type: 'procedure', procedureId: factorId, args: { factor: 21 } },
        { type: 'import', importId },
        ribbon('Both done', { title: 'Tell everyone' }),
      ],
    });
    const done = await runToEnd(id);
    expect(done.status, done.error ?? '').toBe('succeeded');
    const steps = await stepsOf(done.id);
    expect(steps.map((s) => [s.status, s.title])).toEqual([
      ['succeeded', '1. Times two'],
      ['succeeded', '2. import'],
      ['succeeded', 'Tell everyone'],
    ]);
    expect(steps[0]?.message).toBe('Returned 1 row(s)');
    expect(steps[0]?.builtin).toBeUndefined();
    expect(steps[1]?.message).toBe('Loaded 2 row(s)');
    // The same as a log line's key and values, which the console says in the user's language.
    expect(steps.map((s) => s.said)).toEqual([
      { key: 'rowsReturned', values: { rows: 1 } },
      { key: 'stepLoaded', values: { rows: 2 } },
      { key: 'postedToRibbon', values: {} },
    ]);
    for (const step of steps) expect(step.durationMs).toBeGreaterThanOrEqual(0);
    // Each import or procedure step is a job of its own, under the action's run.
    const child = await job(t, who, steps[0]?.jobId ?? '');
    expect(child.status).toBe('succeeded');
    const childRow = (await qry({ op: 'get', object: 'jobs', id: steps[0]?.jobId })).json().row;
    expect(childRow).toMatchObject({
      parentId: done.id,
      args: { factor: 21 },
      result: { rows: [{ doubled: 42 }] },
    });
    // And names what it ran, where the console shows that run; the Ribbon step ran no job.
    expect(steps.map((s) => s.objectId)).toEqual([factorId, importId, undefined]);
    expect(await posted('Both done')).toHaveLength(1);
    const list = await qry({ op: 'get', object: 'actions', id });
    expect(list.json().row).toMatchObject({ lastStatus: 'succeeded', stepCount: 3, triggerType: 'manual' });
    expect(list.json().row.stepBuiltins).toEqual([null, null, null]);
  }, 60_000);

  // Regression: a built-in procedure's id (an md5, not an RFC 4122 uuid) was refused in a step.
  it('runs a built-in procedure as a step', async () => {
    const found = await qry({
      op: 'select',
      object: 'procedures',
      search: 'Recalculate totals',
      fields: ['id', 'name'],
    });
    const builtin = found.json().rows.find((r: { name: string }) => r.name === 'Recalculate totals');
    const id = await created({
      name: 'Built-in',
      steps: [{ type: 'procedure', procedureId: builtin.id, args: {} }],
    });
    const done = await runToEnd(id);
    expect(done.status, done.error ?? '').toBe('succeeded');
    // Marked by its code: the console names it in the user's language.
    expect((await stepsOf(done.id))[0]).toMatchObject({
      status: 'succeeded',
      title: '1. Recalculate totals',
      builtin: 'recalculate-totals',
    });
    const row = (await qry({ op: 'get', object: 'actions', id })).json().row;
    expect([row.stepNames, row.stepBuiltins]).toEqual([['Recalculate totals'], ['recalculate-totals']]);
  }, 60_000);

  it('logs a failing step and stops: the next steps are skipped and nothing after it runs', async () => {
    const id = await created({
      name: 'Stops',
      steps: [{ type: 'procedure', procedureId: failingId, args: {} }, ribbon('Never posted')],
    });
    const done = await runToEnd(id);
    expect([done.status, done.errorCode]).toEqual(['failed', 'step_failed']);
    const steps = await stepsOf(done.id);
    expect(steps.map((s) => s.status)).toEqual(['failed', 'skipped']);
    expect(steps[0]).toMatchObject({ code: 'procedure_failed', objectId: failingId });
    expect((await job(t, who, steps[0]?.jobId ?? '')).status).toBe('failed');
    expect(await posted('Never posted')).toEqual([]);
    expect(done.messages.map((m) => m.text).join('\n')).toContain('Step 1. Fails: procedure_failed');

    // A step that may fail is logged, and the action goes on.
    const goesOn = await created({
      name: 'Goes on',
      steps: [
        { type: 'procedure', procedureId: failingId, args: {}, continueOnError: true },
        ribbon('Posted anyway'),
      ],
    });
    const after = await runToEnd(goesOn);
    expect(after.status).toBe('succeeded');
    expect((await stepsOf(after.id)).map((s) => s.status)).toEqual(['failed', 'succeeded']);
    expect(await posted('Posted anyway')).toHaveLength(1);
  }, 60_000);

  it('refuses bad input with a stable code and saves or runs nothing', async () => {
    const actions = await count('actions');
    const jobs = await count('jobs');
    const procedureStep = (args: Record<string, unknown>) => [
      { type: 'procedure', procedureId: factorId, args },
    ];
    const sandbox = await t.app.db
      .selectFrom('domains')
      .select('id')
      .where('id', '!=', who.domainId)
      .executeTakeFirstOrThrow();
    const elsewhere = randomUUID();
    await t.app.db
      .insertInto('procedures')
      .values({ id: elsewhere, domain_id: sandbox.id, name: 'Not yours', body: 'SELECT 1' })
      .execute();
    for (const [values, status, code, path] of [
      [
        { trigger: { type: 'schedule', schedule: { cron: 'every day' } } },
        400,
        'invalid_cron',
        'values.trigger.schedule.cron',
      ],
      [
        { trigger: { type: 'schedule', schedule: { cron: '0 6 * * *', timezone: 'Mars/Olympus' } } },
        400,
        'invalid_timezone',
        'values.trigger.schedule.timezone',
      ],
      [{ steps: procedureStep({ factor: 'two' }) }, 400, 'argument_invalid', 'values.steps.0.args.factor'],
      [{ steps: procedureStep({}) }, 400, 'argument_missing', 'values.steps.0.args.factor'],
      [
        { steps: procedureStep({ factor: 1, other: 2 }) },
        400,
        'argument_invalid',
        'values.steps.0.args.other',
      ],
      [
        { steps: [{ type: 'procedure', procedureId: elsewhere, args: {} }] },
        404,
        'not_found',
        'values.steps.0.procedureId',
      ],
      [{ steps: [{ type: 'import', importId: randomUUID() }] }, 404, 'not_found', 'values.steps.0.importId'],
      [{ steps: [{ type: 'launch' }] }, 400, 'validation_failed', undefined],
      [{ steps: [] }, 400, 'validation_failed', 'values.steps'],
      [
        { trigger: { type: 'after', kind: 'imports', objectId: randomUUID() } },
        404,
        'not_found',
        'values.trigger.objectId',
      ],
    ] as const) {
      const response = await create({ name: 'Bad', steps: [ribbon('x')], ...values });
      expect([response.statusCode, response.json().error.code], JSON.stringify(values)).toEqual([
        status,
        code,
      ]);
      if (path) expect(response.json().error.details.path).toBe(path);
    }
    expect(await count('actions')).toBe(actions);

    // A step whose object went away since it was saved: 404 at run, nothing queued.
    const gone = await created({ name: 'Gone', steps: procedureStep({ factor: 1 }) });
    const temp = await created({ name: 'Temp', steps: [ribbon('x')] });
    await t.app.db
      .updateTable('actions')
      .set({ steps: JSON.stringify(procedureStep({ factor: 'x' })) })
      .where('id', '=', temp)
      .execute();
    const wrongNow = await run(temp);
    expect([wrongNow.statusCode, wrongNow.json().error.code]).toEqual([400, 'argument_invalid']);
    await qry({ op: 'delete', object: 'procedures', ids: [factorId] });
    const refused = await run(gone);
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'not_found']);
    await qry({ op: 'restore', object: 'procedures', ids: [factorId] });
    const withArgs = await qry({ op: 'run', object: 'actions', id: gone, args: { x: 1 } });
    expect(withArgs.json().error.code).toBe('argument_invalid');
    expect(await count('jobs')).toBe(jobs);
  });

  it('refuses a chain of triggers that would start an action again', async () => {
    const a = await created({ name: 'Chain A', steps: [ribbon('a')] });
    const b = await created({
      name: 'Chain B',
      trigger: { type: 'after', kind: 'actions', objectId: a },
      steps: [ribbon('b')],
    });
    const read = async (id: string) => (await qry({ op: 'get', object: 'actions', id })).json().row;
    const update = async (id: string, values: Record<string, unknown>) =>
      qry({ op: 'update', object: 'actions', id, version: (await read(id)).version, values });
    for (const trigger of [
      { type: 'after', kind: 'actions', objectId: b },
      { type: 'after', kind: 'actions', objectId: a },
    ]) {
      const response = await update(a, { trigger });
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'action_cycle']);
    }
    // Triggered after an import that one of its own steps runs.
    const own = await update(a, {
      trigger: { type: 'after', kind: 'imports', objectId: importId },
      steps: [{ type: 'import', importId }],
    });
    expect(own.json().error.code).toBe('action_cycle');
    expect((await read(a)).trigger).toEqual(manual);

    // A run of A starts B (after it), once.
    const done = await runToEnd(a);
    expect(done.status).toBe('succeeded');
    for (let i = 0; i < 100 && (await jobsOf(b)).length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await settle(b);
    expect((await jobsOf(b)).map((r) => r.status)).toEqual(['succeeded']);
    await qry({ op: 'delete', object: 'actions', ids: [b] });
  }, 60_000);

  it('starts an action after an import run succeeds', async () => {
    const after = await created({
      name: 'After import',
      trigger: { type: 'after', kind: 'imports', objectId: importId },
      steps: [ribbon('Import loaded')],
    });
    const response = await qry({ op: 'run', object: 'imports', id: importId });
    await waitJob(t, who, response.json().jobId);
    for (let i = 0; i < 100 && (await jobsOf(after)).length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await settle(after);
    expect((await jobsOf(after)).map((r) => r.status)).toEqual(['succeeded']);
    expect(await posted('Import loaded')).toHaveLength(1);
    // Its log says which run queued it by that import's name, not the run's id.
    const queued = await t.app.db
      .selectFrom('jobs')
      .select('messages')
      .where('object_id', '=', after)
      .executeTakeFirstOrThrow();
    const { name } = await t.app.db
      .selectFrom('imports')
      .select('name')
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    expect((queued.messages as { key?: string; values?: unknown }[])[0]).toMatchObject({
      key: 'queuedAfterRun',
      values: { name },
    });
    await qry({ op: 'delete', object: 'actions', ids: [after] });
  }, 60_000);

  it('stops between steps on Cancel and cancels the step running', async () => {
    const runawayId = (
      await qry({
        op: 'create',
        object: 'procedures',
        values: { name: 'Runaway', description: '', arguments: [], body: runaway },
      })
    ).json().row.id;
    const id = await created({
      name: 'Cancelled',
      steps: [{ type: 'procedure', procedureId: runawayId, args: {} }, ribbon('Not after cancel')],
    });
    const jobId = (await run(id)).json().jobId;
    let steps: ActionStepOutcome[] = [];
    for (let i = 0; i < 200 && steps[0]?.status !== 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      steps = (await stepsOf(jobId)) ?? [];
    }
    const cancel = await post(t.app, '/api/jobs/cancel', { jobId }, who.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const done = await waitJob(t, who, jobId);
    expect(done.status).toBe('cancelled');
    steps = await stepsOf(jobId);
    expect(steps.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    expect((await job(t, who, steps[0]?.jobId ?? '')).status).toBe('cancelled');
    expect(await posted('Not after cancel')).toEqual([]);
  }, 60_000);

  it('runs a schedule once per tick, never two copies at once, and a missed tick once at start', async () => {
    const id = await created({
      name: 'Scheduled',
      trigger: { type: 'schedule', schedule: everyFiveMinutes },
      steps: [ribbon('Tick')],
    });
    expect((await qry({ op: 'get', object: 'actions', id })).json().row.nextRun).not.toBeNull();
    // A run in progress: the tick is skipped.
    const running = randomUUID();
    await t.app.db
      .insertInto('jobs')
      .values({
        id: running,
        domain_id: who.domainId,
        kind: 'action',
        object_id: id,
        status: 'running',
        worker: 'another-node',
        heartbeat_at: new Date(),
      })
      .execute();
    await dueSince(id, 1000);
    expect((await t.app.jobs.scheduler.tick()).find((o) => o.objectId === id)).toEqual({
      objectId: id,
      outcome: 'busy',
      jobId: running,
    });
    await t.app.jobs.store.finish(running, 'succeeded');

    // Down for five periods and a bit: one run at start, none more on another restart.
    await dueSince(id, 5 * fiveMinutes + 30_000);
    await t.restart();
    who = await signInAdmin(t);
    const runs = (await jobsOf(id)).filter((r) => r.id !== running);
    expect(runs).toHaveLength(1);
    expect((await waitJob(t, who, runs[0]?.id ?? '')).status).toBe('succeeded');
    await t.restart();
    who = await signInAdmin(t);
    expect((await jobsOf(id)).filter((r) => r.id !== running)).toHaveLength(1);
    expect(await posted('Tick')).toHaveLength(1);
  }, 90_000);

  it('ships the demo action, which imports and recalculates on a schedule', async () => {
    const found = await qry({
      op: 'select',
      object: 'actions',
      search: 'Nightly budget',
      fields: ['id', 'name', 'trigger', 'nextRun'],
    });
    const demo = found.json().rows.find((r: { name: string }) => r.name === 'Nightly budget');
    expect(demo.trigger).toMatchObject({ type: 'schedule', schedule: { cron: '0 6 * * *' } });
    expect(demo.nextRun).not.toBeNull();
    const done = await runToEnd(demo.id);
    expect(done.status, done.error ?? '').toBe('succeeded');
    expect((await stepsOf(done.id)).map((s) => [s.type, s.status])).toEqual([
      ['import', 'succeeded'],
      ['procedure', 'succeeded'],
      ['ribbon', 'succeeded'],
    ]);
    const [targets] = await t.app.warehouse.execute(
      who.domainId,
      'SELECT count(*)::INTEGER AS n FROM sales_targets',
    );
    expect(targets).toEqual({ n: 5 });
  }, 60_000);

  it('lets a viewer read actions but not run or change them', async () => {
    const viewer = await t.signIn('viewer', t.credentials.viewerPassword);
    const id = await created({ name: 'For viewers', steps: [ribbon('x')] });
    const list = await qry({ op: 'select', object: 'actions', fields: ['id'] }, viewer.accessToken);
    expect(list.statusCode).toBe(200);
    expect((await qry({ op: 'run', object: 'actions', id, args: {} }, viewer.accessToken)).statusCode).toBe(
      403,
    );
    expect((await qry({ op: 'delete', object: 'actions', ids: [id] }, viewer.accessToken)).statusCode).toBe(
      403,
    );
  });
});
