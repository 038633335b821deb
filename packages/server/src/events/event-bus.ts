import type { ServerEvent } from '@cubus/shared';

/** A domain's event as it travels between nodes. */
export interface DomainEvent {
  domainId: string;
  event: ServerEvent;
}

/**
 * How events reach every node: `LocalTransport` in one process (PGlite's one node),
 * `PostgresTransport` (LISTEN/NOTIFY) between the nodes of one PostgreSQL. Each delivers a message
 * once on every node, in the order one node sent them.
 */
export interface EventTransport {
  send(message: DomainEvent): void;
  /** Called once by the bus: every message sent by any node, this one included. */
  receive(deliver: (message: DomainEvent) => void): void;
  close(): Promise<void>;
}

/** Delivers in the same process, after the current call stack: a slow listener never delays a write. */
export class LocalTransport implements EventTransport {
  private deliver: ((message: DomainEvent) => void) | undefined;

  send(message: DomainEvent): void {
    queueMicrotask(() => this.deliver?.(message));
  }

  receive(deliver: (message: DomainEvent) => void): void {
    this.deliver = deliver;
  }

  async close(): Promise<void> {
    this.deliver = undefined;
  }
}

export type EventListener = (event: ServerEvent) => void;

/**
 * Events per domain: publishers name the domain, subscribers get only their own domain's events.
 * @example const stop = bus.subscribe(domainId, (e) => send(e)); bus.publish(domainId, {type: 'ribbon', data})
 */
export class EventBus {
  private readonly listeners = new Map<string, Set<EventListener>>();

  constructor(private readonly transport: EventTransport = new LocalTransport()) {
    transport.receive(({ domainId, event }) => {
      for (const listener of this.listeners.get(domainId) ?? []) listener(event);
    });
  }

  publish(domainId: string, event: ServerEvent): void {
    this.transport.send({ domainId, event });
  }

  subscribe(domainId: string, listener: EventListener): () => void {
    let set = this.listeners.get(domainId);
    if (!set) {
      set = new Set();
      this.listeners.set(domainId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(domainId);
    };
  }

  close(): Promise<void> {
    this.listeners.clear();
    return this.transport.close();
  }
}
