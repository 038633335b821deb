import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

async function appWith(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  await app.register(securityHeaders);
  app.get('/api/x', async () => ({}));
  app.get('/page', async () => 'page');
  return app;
}

describe('security headers', () => {
  it('sends HSTS only behind TLS, as reported by a trusted proxy', async () => {
    const trusted = await appWith(true);
    const https = await trusted.inject({ url: '/api/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await trusted.inject({ url: '/api/x' })).headers['strict-transport-security']).toBeUndefined();
    const untrusted = await appWith(false);
    const spoofed = await untrusted.inject({ url: '/api/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no-store on the API only, and the CSP and frame rules everywhere', async () => {
    const app = await appWith(false);
    const page = await app.inject({ url: '/page' });
    expect(page.headers['cache-control']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ url: '/api/x' })).headers['cache-control']).toBe('no-store');
  });
});
