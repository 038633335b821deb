import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, post, startApp, type TestApp } from './helper';

describe('GET /api/events', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let sandbox: string;

  beforeAll(async () => {
    t = await startApp('pglite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const signed = await t.signIn('admin', t.credentials.adminPassword);
    admin = signed.accessToken;
    const other = signed.session.domains.find((d: { name: string }) => d.name === 'Sandbox');
    sandbox = (await post(t.app, '/api/switch-domain', { domainId: other?.id }, admin)).json().accessToken;
  });
  afterAll(() => t?.close());

  const ticket = async (token: string) =>
    (await post(t.app, '/api/events/ticket', {}, token)).json().ticket as string;
  const create = (token: string, title: string) =>
    post(t.app, '/api/qry', { op: 'create', object: 'todo', values: { title } }, token);

  it('delivers the domain’s new ribbon entries, never another domain’s', async () => {
    const response = await fetch(`${base}/api/events?ticket=${await ticket(admin)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    await create(sandbox, 'sandbox secret');
    await create(admin, 'demo task');
    const text = await collect(response, (s) => s.includes('demo task'));
    expect(text).toMatch(/event: ribbon\nid: 1\ndata: \{.*"action":"create".*"kind":"todo".*"demo task"/);
    expect(text).not.toContain('sandbox secret');
  });

  it('takes the bearer header too', async () => {
    const response = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    await create(admin, 'by header');
    expect(await collect(response, (s) => s.includes('by header'))).toContain('by header');
  });

  it('uses a ticket once, refuses a wrong or expired one', async () => {
    const once = await ticket(admin);
    const first = await fetch(`${base}/api/events?ticket=${once}`);
    expect(first.status).toBe(200);
    await first.body?.cancel();
    expect((await fetch(`${base}/api/events?ticket=${once}`)).status).toBe(401);
    expect((await fetch(`${base}/api/events?ticket=forged`)).status).toBe(401);
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
    const late = await ticket(admin);
    t.clock.advance(61_000);
    expect((await fetch(`${base}/api/events?ticket=${late}`)).status).toBe(401);
  });
});
