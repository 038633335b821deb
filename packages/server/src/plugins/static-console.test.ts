import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from './errors';
import { staticConsole } from './static-console';

describe('static console without a built console', () => {
  it('still starts, explains the build at / and answers JSON 404 elsewhere', async () => {
    const app = Fastify();
    await app.register(errors);
    await app.register(staticConsole, { webDist: '/nonexistent/cubus-web-dist', templateDemo: true });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('npm run build');
    const page = await app.inject({ method: 'GET', url: '/cubus/cubes', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('not_found');
    await app.close();
  });
});

describe('static console and the template demo area', () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'cubus-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Cubus</title>');
    await writeFile(path.join(webDist, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));

  async function consoleWith(templateDemo: boolean) {
    const app = Fastify();
    await app.register(errors);
    await app.register(staticConsole, { webDist, templateDemo });
    return app;
  }
  const page = { accept: 'text/html' };

  it('on: serves the mock worker and the demo pages like any console page', async () => {
    const app = await consoleWith(true);
    const worker = await app.inject({ method: 'GET', url: '/mockServiceWorker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    const demo = await app.inject({ method: 'GET', url: '/apps/invoice/list', headers: page });
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('<title>Cubus</title>');
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    await app.close();
  });

  it('off: the worker is not found and demo pages answer 404, the product pages 200', async () => {
    const app = await consoleWith(false);
    const worker = await app.inject({ method: 'GET', url: '/mockServiceWorker.js' });
    expect(worker.statusCode).toBe(404);
    expect(worker.json().error.code).toBe('not_found');
    for (const url of ['/apps/invoice/list', '/apps/todo/important', '/dashboard/analytics?x=1']) {
      const demo = await app.inject({ method: 'GET', url, headers: page });
      expect(demo.statusCode, url).toBe(404);
      expect(demo.body, url).toContain('<title>Cubus</title>');
    }
    const product = await app.inject({ method: 'GET', url: '/dashboard/cubus', headers: page });
    expect(product.statusCode).toBe(200);
    await app.close();
  });
});
