import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/') || request.url.startsWith('/jwt/');

async function apiRateLimitPlugin(app: FastifyInstance, options: { limit: Config['apiRateLimit'] }) {
  const { max, windowSeconds } = options.limit;
  if (max === 0) return;
  await app.register(rateLimit, {
    max,
    timeWindow: windowSeconds * 1000,
    // After the routes' own onRequest hooks: by then a signed-in caller is known by their user.
    hook: 'preHandler',
    // Set by the routes' own authenticate/authorize hooks; a route that reads its token in the
    // handler (whoami) counts by address, under the same generous limit.
    keyGenerator: (request) => (request.auth ? `user:${request.auth.user.id}` : `address:${request.ip}`),
    // Headers only on a refusal: three more headers on every answer cost more than they tell.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // The console's files are not API calls, nor is the health check (monitors poll it); sign-in
    // calls have their own throttle too.
    allowList: (request) => !isApi(request) || request.url === '/api/health',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'too_many_requests', `Too many requests, try again in ${context.after}`, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
      }),
  });
}

/**
 * A per-user limit on API calls (per address before sign-in), in memory per node: 429
 * `too_many_requests` with `Retry-After`. `CUBUS_API_RATE_LIMIT=0` switches it off.
 */
export const apiRateLimit = fp(apiRateLimitPlugin, { name: 'api-rate-limit', dependencies: ['auth'] });
