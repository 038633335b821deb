import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';

const layout = {
  rows: [{ dim: 'region', level: 0, expand: ['North'], expandAll: false }],
  columns: [{ dim: 'month', level: 1, expand: [], expandAll: false }],
  filters: { scenario: ['Actual'], product: [] },
  measures: ['quantity'],
  totals: false,
  hideEmpty: true,
  sort: { column: 0, measure: 'quantity', dir: 'asc' },
  format: 'thousands',
};

describe.each(storeKinds)('a cube’s pivot layout per user on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let cubeId: string;
  const call = (url: string, body: unknown, token = admin) => post(t.app, url, body, token);

  beforeAll(async () => {
    t = await startApp(kind);
    admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
    cubeId = (await call('/api/qry', { op: 'select', object: 'cubes', search: 'Sales' })).json().rows[0].id;
  });
  afterAll(() => t?.close());

  it('keeps each user’s layout apart, replaces it on save and forgets it on reset', async () => {
    expect((await call('/api/cubes/layout', { cubeId })).json()).toEqual({ layout: null });
    const saved = await call('/api/cubes/save-layout', { cubeId, layout });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('/api/cubes/layout', { cubeId })).json()).toEqual({ layout });
    // A viewer keeps a layout of their own; the admin's is not theirs.
    expect((await call('/api/cubes/layout', { cubeId }, viewer)).json()).toEqual({ layout: null });
    const mine = { ...layout, measures: ['amount'] };
    expect((await call('/api/cubes/save-layout', { cubeId, layout: mine }, viewer)).statusCode).toBe(200);
    expect((await call('/api/cubes/layout', { cubeId }, viewer)).json()).toEqual({ layout: mine });
    const again = { ...layout, totals: true };
    await call('/api/cubes/save-layout', { cubeId, layout: again });
    expect((await call('/api/cubes/layout', { cubeId })).json()).toEqual({ layout: again });
    const rows = await t.app.db
      .selectFrom('views')
      .select('id')
      .where('object', '=', `pivot:${cubeId}`)
      .execute();
    expect(rows).toHaveLength(2);
    // A grid never lists it as a saved view of the cube's facts.
    const views = await call('/api/qry', { op: 'select', object: 'views', search: `cube:${cubeId}` });
    expect(views.json().total).toBe(0);
    expect((await call('/api/cubes/save-layout', { cubeId, layout: null })).json()).toEqual({ layout: null });
    expect((await call('/api/cubes/layout', { cubeId })).json()).toEqual({ layout: null });
    expect((await call('/api/cubes/layout', { cubeId }, viewer)).json()).toEqual({ layout: mine });
  });

  it('refuses a bad layout and another domain’s cube, keeping what was saved', async () => {
    await call('/api/cubes/save-layout', { cubeId, layout });
    const bad = [
      { cubeId, layout: { ...layout, format: 'roman' } },
      { cubeId, layout: { ...layout, rows: [{ dim: 'x"; drop', level: 0, expand: [], expandAll: false }] } },
      { cubeId, layout: { ...layout, extra: 1 } },
      {
        cubeId,
        layout: {
          ...layout,
          filters: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`d${i}`, []])),
        },
      },
      { cubeId: 'nope', layout },
    ];
    for (const body of bad) {
      const answer = await call('/api/cubes/save-layout', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await call('/api/cubes/save-layout', { cubeId: crypto.randomUUID(), layout });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
    const domains = (await call('/api/whoami', { token: admin })).json().session.domains as {
      id: string;
      name: string;
    }[];
    const sandbox = domains.find((d) => d.name === 'Sandbox');
    const other = (await call('/api/switch-domain', { domainId: sandbox?.id })).json().accessToken;
    expect((await call('/api/cubes/layout', { cubeId }, other)).statusCode).toBe(404);
    expect((await call('/api/cubes/save-layout', { cubeId, layout: null }, other)).statusCode).toBe(404);
    expect((await call('/api/cubes/layout', { cubeId })).json()).toEqual({ layout });
    expect((await call('/api/cubes/layout', { cubeId }, '')).statusCode).toBe(401);
  });

  it('saves named views of the pivot, shared or the user’s own, which a reset of the kept layout leaves', async () => {
    const object = `pivot:${cubeId}`;
    const create = (values: Record<string, unknown>, token = admin) =>
      call(
        '/api/qry',
        { op: 'create', object: 'views', values: { object, shared: false, ...values } },
        token,
      );
    const named = await create({ name: 'Regions by month', state: layout, shared: true });
    expect(named.statusCode, named.body).toBe(201);
    const own = await create({ name: 'Mine alone', state: { ...layout, totals: true } });
    expect(own.statusCode, own.body).toBe(201);
    await call('/api/cubes/save-layout', { cubeId, layout });
    await call('/api/cubes/save-layout', { cubeId, layout: null });
    const listed = (who: string) =>
      call(
        '/api/qry',
        {
          op: 'select',
          object: 'views',
          filter: {
            operator: { sid: 'and' },
            conditions: [
              { field: 'object', op: 'eq', value: object },
              { field: 'isDefault', op: 'eq', value: false },
            ],
          },
          fields: ['name', 'state'],
          orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
        },
        who,
      ).then((answer) => answer.json().rows.map((row: { name: string }) => row.name));
    expect(await listed(admin)).toEqual(['Mine alone', 'Regions by month']);
    // Another reader of the cube sees the shared one only.
    expect(await listed(viewer)).toEqual(['Regions by month']);
    const opened = await call('/api/qry', { op: 'get', object: 'views', id: named.json().row.id }, viewer);
    expect(opened.json().row.state).toEqual(layout);

    // A grid's state, a default, a cube that is not there: refused, nothing written.
    const refusals = [
      await create({ name: 'Grid state', state: { columns: ['a'] } }),
      await create({ name: 'Default', state: layout, isDefault: true }),
      await call('/api/qry', {
        op: 'create',
        object: 'views',
        values: { name: 'Lost', object: `pivot:${crypto.randomUUID()}`, state: layout, shared: false },
      }),
      await call('/api/qry', {
        op: 'create',
        object: 'views',
        values: { name: 'Grid', object: 'todo', state: layout, shared: false },
      }),
    ];
    expect(refusals.map((answer) => answer.statusCode)).toEqual([400, 400, 404, 400]);
    expect(await listed(admin)).toEqual(['Mine alone', 'Regions by month']);
  });
});
