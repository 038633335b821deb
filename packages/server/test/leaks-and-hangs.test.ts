import { mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './helper';
import {
  createImport,
  createTable,
  type ImportCaller,
  qry,
  runToEnd,
  signInAdmin,
  upload,
} from './import-helper';

/** Sends `request` on a fresh socket → everything the server wrote, and whether it closed the socket within `ms`. */
function rawExchange(
  port: number,
  request: string,
  ms: number,
): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, ms);
    socket.on('data', (bytes) => {
      answer += bytes.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.on('error', () => {});
    socket.write(request);
  });
}

describe('small leaks and hangs', () => {
  let t: TestApp;
  let who: ImportCaller;
  let port: number;

  beforeAll(async () => {
    t = await startApp('pglite', { BODY_LIMIT: '4096' });
    who = await signInAdmin(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  it('ends the connection after a 413 on a chunked body, so nothing waits behind its rest', async () => {
    const chunk = 'x'.repeat(3000);
    const body = `${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(3);
    const request = `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body}`;
    const started = Date.now();
    const { answer, closed } = await rawExchange(port, request, 5000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('names no server path when a file cannot be read (import run and preview)', async () => {
    const tableId = await createTable(t, who, {
      name: 'leak_target',
      columns: [{ name: 'id', type: 'integer' }],
    });
    const messages: string[] = [];
    for (const [name, format] of [
      ['bad.parquet', 'parquet'],
      ['bad.csv', 'csv'],
    ] as const) {
      const fileId = await upload(t, who, name, format === 'csv' ? '\u0000\u0001\u0002' : 'PAR1 garbage');
      const source = { fileId, format };
      const preview = await post(
        t.app,
        '/api/imports/preview',
        { values: { source, target: { tableId }, mapping: null } },
        who.token,
      );
      if (preview.statusCode !== 200) messages.push(preview.json().error.message);
      const importId = await createImport(t, who, { source, target: { tableId }, mode: 'append' });
      const run = await runToEnd(t, who, importId);
      messages.push(run.error ?? '', ...run.messages.map((m) => m.text));
    }
    const joined = messages.join('\n');
    expect(joined).toContain('cannot be read');
    expect(joined).not.toContain(t.config.dataDir);
    expect(joined).not.toMatch(/\/files\//);
    const list = await qry(t, who, { op: 'select', object: 'jobs', fields: ['error'] });
    expect(list.body).not.toContain(t.config.dataDir);
  });

  it('names no server path when a files source previews a broken Parquet file', async () => {
    const folder = path.join(t.config.sources.filesDir, who.domainId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'broken.parquet'), 'PAR1 not really');
    const source = await qry(t, who, {
      op: 'create',
      object: 'datasources',
      values: { name: 'files', type: 'files', path: '.' },
    });
    const id = source.json().row.id;
    const preview = await post(t.app, '/api/datasources/preview', { id, table: 'broken.parquet' }, who.token);
    expect(preview.statusCode, preview.body).toBe(422);
    expect(preview.body).toContain('broken.parquet');
    expect(preview.body).not.toContain(t.config.dataDir);
    expect(preview.body).not.toContain(folder);
  });
});

describe('the per-user API limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite', { CUBUS_API_RATE_LIMIT: '5', CUBUS_API_RATE_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After past the limit, for that user only', async () => {
    const admin = (await t.signIn('admin', t.credentials.adminPassword)).accessToken;
    const call = (token: string) =>
      post(t.app, '/api/qry', { op: 'select', object: 'todo', limit: 1 }, token);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(admin)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await call(admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held by it; sign-in counted by address is under the limit still.
    const demo = (await t.signIn('demo', t.credentials.demoPassword)).accessToken;
    expect((await call(demo)).statusCode).toBe(200);
  });
});
