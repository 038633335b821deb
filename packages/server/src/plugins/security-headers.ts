import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * DESIGN §6: tokens live in local storage, so scripts only ever come from our origin. antd injects
 * <style> tags at runtime, hence inline styles (never inline scripts) are allowed.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The template demo's mock service worker (DESIGN §7), served from our origin like every script.
  "worker-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const hsts = 'max-age=31536000; includeSubDomains';

async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    // Set below as one exact string; helmet would re-join the directives its own way.
    contentSecurityPolicy: false,
    // Only over TLS (below): on plain http it would be ignored, or pin a dev host to https.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy);
    // `protocol` follows X-Forwarded-Proto only when trustProxy is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    if (request.url.startsWith('/api/') || request.url.startsWith('/jwt/'))
      reply.header('cache-control', 'no-store');
  });
}

/** Security headers on every answer: strict CSP, nosniff, referrer policy, HSTS behind TLS, no-store on the API. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
