import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet's middleware sets, asked of it once: none depends on the request, and
 * running its dozen middlewares on every call cost more than the rest of a whoami.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

async function securityHeadersPlugin(app: FastifyInstance) {
  const everywhere = {
    ...helmetHeaders({
      // Set as one exact string; helmet would re-join the directives its own way.
      contentSecurityPolicy: false,
      // Only over TLS (below): on plain http it would be ignored, or pin a dev host to https.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'no-referrer' },
    }),
    'content-security-policy': contentSecurityPolicy,
  };
  const onApi = { ...everywhere, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') || request.url.startsWith('/jwt/') ? onApi : everywhere);
    // `protocol` follows X-Forwarded-Proto only when trustProxy is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}

/** Security headers on every answer: strict CSP, nosniff, referrer policy, HSTS behind TLS, no-store on the API. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
