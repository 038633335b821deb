import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errors } from './errors';
import { staticConsole } from './static-console';

describe('static console without a built console', () => {
  it('still starts, explains the build at / and answers JSON 404 elsewhere', async () => {
    const app = Fastify();
    await app.register(errors);
    await app.register(staticConsole, { webDist: '/nonexistent/cubus-web-dist' });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('npm run build');
    const page = await app.inject({ method: 'GET', url: '/cubus/cubes', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('not_found');
    await app.close();
  });
});
