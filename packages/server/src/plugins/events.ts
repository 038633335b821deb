import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus } from '../events/event-bus';
import { EventTickets } from '../events/event-tickets';
import { onActivity } from '../lib/activity';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events per domain: ribbon entries now, job progress and cube changes later. */
    events: EventBus;
    eventTickets: EventTickets;
  }
}

async function eventsPlugin(app: FastifyInstance, options: { clock?: () => number }) {
  const bus = new EventBus();
  app.decorate('events', bus);
  app.decorate('eventTickets', new EventTickets(options.clock));
  onActivity(app.db, (domainId, entry) => bus.publish(domainId, { type: 'ribbon', data: entry }));
  app.addHook('onClose', () => bus.close());
}

/** The event bus, fed by the activity log, and the tickets of the event stream. */
export const events = fp(eventsPlugin, { name: 'events', dependencies: ['metadata-store'] });
