import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { bearerToken } from './auth';

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/') || request.url.startsWith('/jwt/');

async function apiRateLimitPlugin(app: FastifyInstance, options: { limit: Config['apiRateLimit'] }) {
  const { max, windowSeconds } = options.limit;
  if (max === 0) return;
  await app.register(rateLimit, {
    max,
    timeWindow: windowSeconds * 1000,
    // After the routes' own onRequest hooks: by then a signed-in caller is known by their user.
    hook: 'preHandler',
    keyGenerator: async (request) => {
      if (request.auth) return `user:${request.auth.user.id}`;
      // Routes that read the token in their handler (whoami): its user, from the verified token.
      const token = bearerToken(request);
      const claims = token ? await app.auth.accessTokens.verify(token).catch(() => undefined) : undefined;
      return claims ? `user:${claims.sub}` : `address:${request.ip}`;
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
