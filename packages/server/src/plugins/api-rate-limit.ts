import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

/** At most this many callers are counted at once; past it the one whose window began first is forgotten. */
const maxCallers = 10_000;

/**
 * Calls per caller in fixed windows, in memory.
 * @example const calls = new CallCounter(100, 60_000); calls.count('user:…') // 0 while within the limit
 */
export class CallCounter {
  // In the order the windows began (a new window is inserted anew): the first is the stalest.
  private readonly windows = new Map<string, { calls: number; endsAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of `key` → 0 while within the limit, else the milliseconds until its window ends. */
  count(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (window) this.windows.delete(key);
      else if (this.windows.size >= maxCallers)
        this.windows.delete(this.windows.keys().next().value as string);
      window = { calls: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.calls += 1;
    return window.calls > this.max ? window.endsAt - now : 0;
  }
}

/** The console's files are not API calls, nor is the health check (monitors poll it). */
const counted = ({ url }: FastifyRequest) =>
  (url.startsWith('/api/') || url.startsWith('/jwt/')) && url !== '/api/health';

async function apiRateLimitPlugin(app: FastifyInstance, options: { limit: Config['apiRateLimit'] }) {
  const { max, windowSeconds } = options.limit;
  if (max === 0) return;
  const calls = new CallCounter(max, windowSeconds * 1000);
  // A synchronous hook: @fastify/rate-limit's awaits on every call (key, allow list, store, each
  // a promise) made a whoami under 50 clients answer some 20% later. After the routes' onRequest
  // hooks: by then a signed-in caller is known by their user; a route that reads its token in the
  // handler (whoami) counts by address, under the same generous limit.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!counted(request)) return done();
    const waitMs = calls.count(request.auth ? `user:${request.auth.user.id}` : `address:${request.ip}`);
    if (waitMs === 0) return done();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    done(
      new AppError(429, 'too_many_requests', `Too many requests, try again in ${seconds} s`, undefined, {
        'retry-after': String(seconds),
      }),
    );
  });
}

/**
 * A per-user limit on API calls (per address before sign-in), in memory per node: 429
 * `too_many_requests` with `Retry-After`. `CUBUS_API_RATE_LIMIT=0` switches it off. Sign-in calls
 * have their own throttle too.
 */
export const apiRateLimit = fp(apiRateLimitPlugin, { name: 'api-rate-limit', dependencies: ['auth'] });
