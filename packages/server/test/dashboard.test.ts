import type { DashboardAnswer } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import { createImport, type ImportCaller, qry, runToEnd, signInAdmin, upload } from './import-helper';

describe.each(storeKinds)('the dashboard on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;

  beforeAll(async () => {
    t = await startApp(kind);
    who = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  const dashboard = async (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers counts, the day’s jobs with failures, the ribbon, my open tasks and runs per day in one call', async () => {
    const first = await dashboard(who.token);
    expect(first.statusCode, first.body).toBe(200);
    const before = first.json() as DashboardAnswer;
    // The demo domain's seeded sales table and Sales cube.
    expect(before.counts.tables).toBeGreaterThanOrEqual(1);
    expect(before.counts.cubes).toBeGreaterThanOrEqual(1);
    expect(before.counts.rows).toBeGreaterThan(0);
    expect(before.runsPerDay).toHaveLength(14);

    const fileId = await upload(t, who, 'dash.csv', 'id,name\n1,a\n2,b\n');
    const good = await createImport(t, who, {
      name: 'Dash good',
      source: { fileId, format: 'csv' },
      target: { newTable: 'dash_rows' },
    });
    expect((await runToEnd(t, who, good)).status).toBe('succeeded');
    const bad = await createImport(t, who, {
      name: 'Dash bad',
      source: { fileId, format: 'csv' },
      target: { newTable: 'dash_rows_bad' },
      mapping: [{ source: 'name', target: 'n', type: 'integer' }],
      policy: { onError: 'fail', maxRejected: 0 },
    });
    expect((await runToEnd(t, who, bad)).status).toBe('failed');
    for (const [title, isCompleted] of [
      ['Open task', false],
      ['Done task', true],
    ] as const)
      await qry(t, who, {
        op: 'create',
        object: 'todo',
        values: { title, assigneeId: who.userId, isCompleted, tags: [] },
      });
    // A task with a due date: the date column comes from the store as a Date, answered as text.
    await qry(t, who, {
      op: 'create',
      object: 'todo',
      values: { title: 'Dated task', assigneeId: who.userId, dueDate: '2030-01-15', tags: [] },
    });

    const answer = await dashboard(who.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json() as DashboardAnswer;
    expect(after.counts.tables).toBe(before.counts.tables + 1);
    // The new table's blocks and the uploaded file.
    expect(after.counts.storageBytes).toBeGreaterThan(before.counts.storageBytes);
    expect(after.counts.imports).toBe(before.counts.imports + 2);
    expect(after.jobs.total).toBe(before.jobs.total + 2);
    expect(after.jobs.failed).toBe(before.jobs.failed + 1);
    expect(after.jobs.latest.slice(0, 2).map((j) => [j.objectName, j.status, j.errorCode])).toEqual([
      ['Dash bad', 'failed', 'row_rejected'],
      ['Dash good', 'succeeded', null],
    ]);
    const today = after.runsPerDay.at(-1);
    const beforeToday = before.runsPerDay.at(-1);
    expect(today?.day).toBe(new Date().toISOString().slice(0, 10));
    expect([today?.succeeded, today?.failed]).toEqual([
      (beforeToday?.succeeded ?? 0) + 1,
      (beforeToday?.failed ?? 0) + 1,
    ]);
    expect(after.tasks.map((task) => task.title)).toContain('Open task');
    expect(after.tasks.map((task) => task.title)).not.toContain('Done task');
    expect(after.tasks.find((task) => task.title === 'Dated task')?.dueDate).toMatch(/^2030-01-1[45]/);
    expect(after.ribbon.length).toBeGreaterThan(0);
  });

  it('shows only the caller’s domain and needs a signed-in caller', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    const domains = (await post(t.app, '/api/whoami', { token: who.token }, who.token)).json().session
      .domains as { id: string; name: string }[];
    const sandbox = domains.find((d) => d.name === 'Sandbox');
    const other = (await post(t.app, '/api/switch-domain', { domainId: sandbox?.id }, who.token)).json()
      .accessToken;
    const answer = (await dashboard(other)).json() as DashboardAnswer;
    expect(answer.counts.cubes).toBe(0);
    expect(answer.jobs.latest.map((j) => j.objectName)).not.toContain('Dash good');
    expect(answer.tasks.map((task) => task.title)).not.toContain('Open task');
  });
});
