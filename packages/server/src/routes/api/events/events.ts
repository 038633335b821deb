import { eventTicketRoute, type ServerEvent } from '@cubus/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/auth-context';
import { AppError } from '../../../lib/app-error';
import { authenticate, bearerToken, caller, serveRoute } from '../../../plugins/auth';

const keepAliveMs = 15_000;
const badTicket = () => new AppError(401, 'invalid_ticket', 'Invalid or expired event ticket');

/** The stream's caller: a single-use ticket, or the bearer header. */
async function streamCaller(request: FastifyRequest, ticket: string | undefined): Promise<AuthContext> {
  if (ticket === undefined || bearerToken(request)) return authenticate(request);
  const holder = await request.server.eventTickets.redeem(ticket);
  if (!holder) throw badTicket();
  return request.server.auth.contextFor(holder.userId, holder.domainId, holder.tokenVersion).catch(() => {
    throw badTicket();
  });
}

function frame(id: number, event: ServerEvent): string {
  return `event: ${event.type}\nid: ${id}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * `POST /api/events/ticket` → `{ticket, expiresInSeconds}`; `GET /api/events?ticket=…` (or with the
 * bearer header) → `text/event-stream` of the caller's domain: `event: ribbon` frames with a
 * RibbonEntry as `data`, a `: keep-alive` comment every 15 s. The stream ends when the caller's
 * session ends (logout, password change, blocking), checked at each keep-alive.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Ended before the server closes: an open stream would otherwise hold the close forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  serveRoute(app, eventTicketRoute, async (request) => {
    const { user, domain } = caller(request);
    const ticket = await app.eventTickets.issue({
      userId: user.id,
      domainId: domain.id,
      tokenVersion: user.token_version,
    });
    return { ticket, expiresInSeconds: app.eventTickets.lifetimeSeconds };
  });

  app.get(
    '/api/events',
    {
      config: {
        docs: {
          access: 'signed-in',
          summary:
            "The domain's events as a stream (with the bearer header or ?ticket= of /api/events/ticket)",
          answer: { status: 200, content: { 'text/event-stream': 'binary' } },
          errors: ['invalid_ticket'],
        },
      },
      schema: { querystring: z.strictObject({ ticket: z.string().min(1).max(200).optional() }) },
    },
    async (request, reply) => {
      const context = await streamCaller(request, request.query.ticket);
      const readsRibbon = context.ability.can('read', 'ribbon');
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('retry: 3000\n: connected\n\n');
      let sequence = 0;
      const unsubscribe = app.events.subscribe(context.domain.id, (event) => {
        if (event.type === 'ribbon' && !readsRibbon) return;
        raw.write(frame(++sequence, event));
      });
      const close = () => {
        open.delete(close);
        clearInterval(timer);
        unsubscribe();
        if (!raw.writableEnded) raw.end();
      };
      const timer = setInterval(() => {
        const { user, domain } = context;
        app.auth
          .contextFor(user.id, domain.id, user.token_version)
          .then(() => raw.write(': keep-alive\n\n'))
          .catch(close);
      }, keepAliveMs);
      open.add(close);
      request.raw.on('close', close);
    },
  );
};
