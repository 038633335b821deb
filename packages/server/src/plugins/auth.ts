import type { Action, ApiRoute, RouteAnswer, RouteInput, Subject } from '@cubus/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AclService } from '../acl/acl-service';
import { AccessTokens } from '../auth/access-tokens';
import { AuthChanges } from '../auth/auth-changes';
import type { AuthContext } from '../auth/auth-context';
import { AuthService } from '../auth/auth-service';
import { Identities } from '../auth/identities';
import { loadKeys, loadSealKey } from '../auth/keys';
import { prepareDummyHash } from '../auth/passwords';
import { RefreshTokens } from '../auth/refresh-tokens';
import { SecondFactor } from '../auth/second-factor';
import { SecretBox } from '../auth/secret-box';
import { Throttle } from '../auth/throttle';
import { VerifiedSessions } from '../auth/verified-sessions';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService<AclService>;
    /** Backoff for sign-in and the other calls an attacker would repeat (DESIGN §6). */
    throttle: Throttle;
    /** Seals secrets at rest (TOTP seeds, data-source passwords) with the server's seal key. */
    secretBox: SecretBox;
  }
  interface FastifyRequest {
    /** Set by `authorize` (or `authenticate`): the verified caller. Absent on public routes. */
    auth: AuthContext | null;
  }
}

export interface AuthPluginOptions {
  config: Config;
  /** Milliseconds since the epoch; tests pass a controllable clock. */
  clock?: () => number;
}

const bearerScheme = /^bearer /i;

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  // Read on every call: no split of the whole header nor a lowered copy of its scheme.
  if (header === undefined || !(header.startsWith('Bearer ') || bearerScheme.test(header))) return undefined;
  const end = header.indexOf(' ', 7);
  return header.slice(7, end === -1 ? undefined : end) || undefined;
}

/**
 * The caller of a bearer token this node verified before (see `AuthService.keptContext`), set as
 * `request.auth` without waiting; `undefined` when `authenticate` has to decide.
 */
export function keptCaller(request: FastifyRequest): AuthContext | undefined {
  if (request.auth) return request.auth;
  const token = bearerToken(request);
  const kept = token === undefined ? undefined : request.server.auth.keptContext(token);
  if (kept) request.auth = kept;
  return kept;
}

/** Verifies the bearer token and sets `request.auth`; 401 `unauthorized` without one. */
export async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const kept = keptCaller(request);
  if (kept) return kept;
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  request.auth = await request.server.auth.authenticate(token);
  return request.auth;
}

/**
 * A route's permission check, declared beside its handler: authenticates, then 403 unless allowed.
 * As an `onRequest` hook it runs before the body is parsed, so a caller without the right never
 * learns what a valid body would look like.
 * @example app.post('/api/qry', { onRequest: authorize('read', 'cubes') }, handler)
 */
export function authorize(action: Action, subject: Subject): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const context = await authenticate(request);
    if (!context.ability.can(action, subject)) throw forbidden();
  };
}

/** The caller set by `authorize` or `authenticate` in a hook of the route. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A request of a route of a shared table: its body as the route's schema parsed it. */
export type RouteRequest<Route extends ApiRoute> = FastifyRequest & { body: RouteInput<Route> };

export interface ServeOptions {
  /** The status of a success: 201 for a call that creates. */
  status?: 200 | 201;
  /** Why the answer is sent as it is, not encoded by the route's answer schema; left out, it is. */
  unchecked?: string;
}

/**
 * Registers one route of a shared route table (`@cubus/shared` `apiRoute`): its path and method,
 * its right checked before the body is read (`authorize`; `signed-in`: `authenticate`), the body
 * checked by its schema (400 with a path) and the answer encoded by its answer schema, so the
 * server cannot drift from what the console is typed to get.
 * @example serveRoute(app, refRoutes.generate, (request) => generateRef(context(request), request.body), { status: 201 })
 */
export function serveRoute<Route extends ApiRoute>(
  app: FastifyInstance,
  route: Route,
  handler: (
    request: RouteRequest<Route>,
    reply: FastifyReply,
  ) => Promise<RouteAnswer<Route>> | RouteAnswer<Route>,
  options: ServeOptions = {},
): void {
  const { ability } = route;
  const status = options.status ?? 200;
  app.route({
    method: route.method ?? 'POST',
    url: route.path,
    onRequest: ability === 'public' ? [] : ability === 'signed-in' ? authenticate : authorize(...ability),
    config: {
      docs: {
        access: ability,
        ...(route.errors ? { errors: route.errors } : {}),
        ...(options.unchecked === undefined ? {} : { answer: { status, content: route.answer } }),
      },
    },
    schema: {
      ...(route.method === 'GET' ? {} : { body: route.body }),
      ...(options.unchecked === undefined ? { response: { [status]: route.answer } } : {}),
    },
    handler: async (request, reply) => {
      // The body schema above has parsed it: this is its output type.
      const answer = await handler(request as RouteRequest<Route>, reply);
      return reply.code(status).send(answer);
    },
  });
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  const { config } = options;
  const clock = options.clock ?? Date.now;
  const keys = await loadKeys(config);
  // Hashed in the thread pool while the start goes on: it is ready long before a first sign-in,
  // which would wait for it.
  prepareDummyHash().catch((error: unknown) =>
    app.log.error({ err: error }, 'cannot prepare the dummy hash'),
  );
  const refreshTokens = new RefreshTokens(app.db, keys.refreshSuccessor, {
    idleSeconds: config.refreshIdleSeconds,
    absoluteSeconds: config.refreshAbsoluteSeconds,
    graceSeconds: 10,
    clock,
  });
  const secretBox = new SecretBox(await loadSealKey(config));
  const secondFactor = new SecondFactor(app.db, secretBox, clock);
  const changes = new AuthChanges(app.db, config.authRecheckMs);
  const service = new AuthService(
    app.db,
    await AccessTokens.create(keys.access, clock),
    refreshTokens,
    new Identities(app.db, changes),
    new AclService(app.db, changes),
    secondFactor,
    changes,
    new VerifiedSessions(changes, clock),
  );
  app.decorate('auth', service);
  app.decorate('throttle', new Throttle(clock));
  app.decorate('secretBox', secretBox);
  app.decorateRequest('auth', null);
}

/** Sign-in, tokens and the caller's identity; needs the metadata store. */
export const auth = fp(authPlugin, { name: 'auth', dependencies: ['metadata-store'] });
