import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * DESIGN §6: tokens live in local storage, so scripts only ever come from our origin. antd injects
 * <style> tags at runtime, hence inline styles (never inline scripts) are allowed. WebAssembly may be
 * compiled (an upload's hashing worker runs hash-wasm): only by those scripts, from their own bytes.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
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

/** The console's built scripts and styles (never a page: a missing one is a 404, not index.html). */
export const consoleAsset = /^\/assets\/[^?#]+\.(js|css)(\?|$)/;

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
  const everywhere: Record<string, string> = {
    ...helmetHeaders({
      // Set as one exact string; helmet would re-join the directives its own way.
      contentSecurityPolicy: false,
      // Only over TLS (below): on plain http it would be ignored, or pin a dev host to https.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'no-referrer' },
    }),
    'content-security-policy': contentSecurityPolicy,
  };
  // The API's answers are data for the console's scripts, not pages: their CSP lets them load and
  // run nothing and be framed nowhere (X-Frame-Options says it to browsers that predate
  // frame-ancestors), and the headers that steer only a page (its opener, agent cluster, DNS
  // prefetch, old IE and Flash switches) mean nothing on them, while each cost every call its checks and bytes.
  const onApi = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
  // The API's description, a page of the console.
  const onApiPage = { ...everywhere, 'cache-control': 'no-store' };
  // A script or style is no document: CSP, framing and referrer rules mean nothing on it, and the
  // console's first visit fetches dozens (about 600 bytes each).
  const onScriptOrStyle = {
    'x-content-type-options': everywhere['x-content-type-options'] ?? 'nosniff',
    'cross-origin-resource-policy': everywhere['cross-origin-resource-policy'] ?? 'same-origin',
  };
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(
      url.startsWith('/api/') || url.startsWith('/jwt/')
        ? url === '/api/docs' || url.startsWith('/api/docs?')
          ? onApiPage
          : onApi
        : consoleAsset.test(url)
          ? onScriptOrStyle
          : everywhere,
    );
    // `protocol` follows X-Forwarded-Proto only when trustProxy is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
}

/** Security headers on every answer: strict CSP, nosniff, referrer policy, HSTS behind TLS, no-store on the API. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
