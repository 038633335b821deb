import type { DashboardTilesAnswer } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import { type ImportCaller, signInAdmin } from './import-helper';

describe.each(storeKinds)('reports pinned on the dashboard on %s', (kind: StoreKind) => {
  let t: TestApp;
  let admin: ImportCaller;
  let viewer: string;

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signInAdmin(t);
    viewer = (await t.signIn('viewer', t.credentials.viewerPassword)).accessToken;
  });
  afterAll(() => t?.close());

  const tiles = async (token: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/tiles',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as DashboardTilesAnswer;
  };
  const arrangement = (answer: DashboardTilesAnswer) => answer.tiles.map((tile) => [tile.title, tile.width]);

  it('opens the demo domain with its two reports pinned, the domain’s default for everyone', async () => {
    for (const token of [admin.token, viewer]) {
      const answer = await tiles(token);
      expect(arrangement(answer)).toEqual([
        ['Sales by region', 2],
        ['Sales by month', 2],
      ]);
      expect(answer.tiles.map((tile) => tile.chart)).toEqual(['bar', 'line']);
      expect(answer.personal).toBe(false);
    }
  });

  it('keeps a user’s own arrangement apart from the default, until they reset it', async () => {
    const [region, month] = (await tiles(admin.token)).tiles.map((tile) => tile.reportId);
    const saved = await post(
      t.app,
      '/api/dashboard/tiles/save',
      {
        tiles: [
          { reportId: month, width: 4 },
          { reportId: region, width: 1 },
        ],
      },
      admin.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(arrangement(saved.json())).toEqual([
      ['Sales by month', 4],
      ['Sales by region', 1],
    ]);
    expect((await tiles(admin.token)).personal).toBe(true);
    // Pinned already: nothing changes.
    const again = await post(t.app, '/api/dashboard/tiles/pin', { reportId: region }, admin.token);
    expect(arrangement(again.json())).toEqual(arrangement(saved.json()));
    expect(arrangement(await tiles(viewer))[0]).toEqual(['Sales by region', 2]);

    const reset = await post(t.app, '/api/dashboard/tiles/reset', {}, admin.token);
    expect(reset.json()).toMatchObject({ personal: false });
    expect(arrangement(reset.json())[0]).toEqual(['Sales by region', 2]);
  });

  it('lets admins, not viewers, change the domain’s default', async () => {
    const [region, month] = (await tiles(admin.token)).tiles.map((tile) => tile.reportId);
    const body = { tiles: [{ reportId: month, width: 3 }] };
    expect((await post(t.app, '/api/dashboard/tiles/save-default', body, viewer)).statusCode).toBe(403);
    const made = await post(t.app, '/api/dashboard/tiles/save-default', body, admin.token);
    expect(made.statusCode, made.body).toBe(200);
    expect(arrangement(await tiles(viewer))).toEqual([['Sales by month', 3]]);
    // A viewer pins for themself: the default stays.
    const pinned = await post(t.app, '/api/dashboard/tiles/pin', { reportId: region }, viewer);
    expect(arrangement(pinned.json())).toEqual([
      ['Sales by month', 3],
      ['Sales by region', 2],
    ]);
    expect(arrangement(await tiles(admin.token))).toEqual([['Sales by month', 3]]);
  });

  it('draws a pinned report’s chart as SVG, in the skin asked for, for whoever may read reports', async () => {
    const region = (await tiles(viewer)).tiles.find((tile) => tile.title === 'Sales by region')?.reportId;
    const draw = (token: string, dark: boolean) =>
      post(
        t.app,
        '/api/dashboard/tiles/chart',
        { reportId: region, width: 480, height: 280, dark, locale: 'de' },
        token,
      );
    const light = await draw(viewer, false);
    expect(light.statusCode, light.body).toBe(200);
    const svg = light.json().svg as string;
    expect(svg).toMatch(/^<svg width="480" height="280"/);
    // What the tile's description says: a category per region, a series per measure.
    expect(light.json()).toMatchObject({ categories: 5, series: ['amount'] });
    // A bar per region, each named on the axis.
    for (const region of ['North', 'South', 'East', 'West']) expect(svg).toContain(`>${region}<`);
    const dark = (await draw(admin.token, true)).json().svg as string;
    expect(dark).not.toBe(svg);
    expect(dark).toContain('>North<');
  });

  it('names a grouped table report’s aggregate in the words the caller sends', async () => {
    const month = (await tiles(viewer)).tiles.find((tile) => tile.title === 'Sales by month')?.reportId;
    const body = { reportId: month, width: 480, height: 280, dark: false, locale: 'ru' };
    const russian = {
      operands: {
        count: 'Количество',
        countd: 'Различных',
        sum: 'Сумма',
        avg: 'Среднее',
        min: 'Минимум',
        max: 'Максимум',
      },
      of: '{operand}: {field}',
    };
    const drawn = await post(t.app, '/api/dashboard/tiles/chart', { ...body, aggregates: russian }, viewer);
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().series).toEqual(['Сумма: amount']);
    expect(drawn.json().svg).toContain('>Сумма: amount<');
    const english = await post(t.app, '/api/dashboard/tiles/chart', body, viewer);
    expect(english.json().series).toEqual(['Sum of amount']);
  });

  it('pins only a report of the caller’s domain, and answers bad arrangements with a code', async () => {
    const [region] = (await tiles(admin.token)).tiles.map((tile) => tile.reportId);
    const sandbox = (
      (await post(t.app, '/api/whoami', { token: admin.token }, admin.token)).json().session.domains as {
        id: string;
        name: string;
      }[]
    ).find((domain) => domain.name === 'Sandbox');
    const other = (await post(t.app, '/api/switch-domain', { domainId: sandbox?.id }, admin.token)).json()
      .accessToken as string;
    for (const [url, body] of [
      ['/api/dashboard/tiles/pin', { reportId: region }],
      ['/api/dashboard/tiles/save', { tiles: [{ reportId: region, width: 2 }] }],
      ['/api/dashboard/tiles/save-default', { tiles: [{ reportId: region, width: 2 }] }],
      [
        '/api/dashboard/tiles/chart',
        { reportId: region, width: 480, height: 280, dark: false, locale: 'en' },
      ],
    ] as const) {
      const answer = await post(t.app, url, body, other);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error.code).toBe('not_found');
    }
    expect((await tiles(other)).tiles).toEqual([]);

    for (const body of [
      { tiles: [{ reportId: region, width: 9 }] },
      { tiles: [{ reportId: 'region', width: 2 }] },
      {
        tiles: [
          { reportId: region, width: 2 },
          { reportId: region, width: 1 },
        ],
      },
    ]) {
      const answer = await post(t.app, '/api/dashboard/tiles/save', body, admin.token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
    }
    for (const body of [
      { reportId: region, width: 20_000, height: 280, dark: false, locale: 'en' },
      { reportId: region, width: 480, height: 280, dark: false, locale: 'xx' },
      { reportId: region, width: 480, height: 280, dark: 'yes', locale: 'en' },
    ]) {
      const answer = await post(t.app, '/api/dashboard/tiles/chart', body, admin.token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
    }
  });
});
