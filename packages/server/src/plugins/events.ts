import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus, LocalTransport } from '../events/event-bus';
import { EventTickets } from '../events/event-tickets';
import { PostgresTransport } from '../events/postgres-transport';
import { onActivity } from '../lib/activity';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events per domain (every node's): ribbon entries, job progress. */
    events: EventBus;
    eventTickets: EventTickets;
  }
}

async function eventsPlugin(app: FastifyInstance, options: { clock?: () => number; databaseUrl?: string }) {
  const log = (error: unknown, message: string) => app.log.error({ err: error }, message);
  // PostgreSQL (several nodes possible): LISTEN/NOTIFY. PGlite is one process, so one node: its
  // events stay in the process (relaying them through its table cost each a write, queued behind
  // the requests' and jobs' statements on its one connection, and a read four times a second).
  const postgres =
    app.storeKind === 'postgres' && options.databaseUrl
      ? new PostgresTransport(app.db, options.databaseUrl, app.nodes.id, log)
      : undefined;
  await postgres?.start();
  const bus = new EventBus(postgres ?? new LocalTransport());
  app.decorate('events', bus);
  app.decorate('eventTickets', new EventTickets(app.db, options.clock));
  onActivity(app.db, (domainId, entry) => bus.publish(domainId, { type: 'ribbon', data: entry }));
  // onClose hooks run last-registered first: the bus closes before the store it relays through.
  app.addHook('onClose', () => bus.close());
}

/** The event bus across the nodes, fed by the activity log, and the tickets of the event stream. */
export const events = fp(eventsPlugin, { name: 'events', dependencies: ['metadata-store', 'nodes'] });
