import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/database';
import type { DomainEvent, EventTransport } from './event-bus';

/** A relayed event is kept this long for the nodes to read, then pruned (swept every half of it). */
const keepSeconds = 60;

export type RelayLog = (error: unknown, message: string) => void;

/**
 * Events through the store (`PostgresTransport`): this node's own events go straight to its
 * listeners (after the current call stack, as `LocalTransport`) and never come back from the
 * store; the other nodes' events are handed on one at a time, in the order they came, so a
 * domain's events keep their order; relayed rows older than a minute are pruned.
 */
export abstract class RelayTransport implements EventTransport {
  private deliver: ((message: DomainEvent) => void) | undefined;
  private sending: Promise<void> = Promise.resolve();
  private receiving: Promise<void> = Promise.resolve();
  private readonly pruner: NodeJS.Timeout;
  protected closed = false;

  constructor(
    protected readonly db: Kysely<Database>,
    /** This node's id: its own events carry it and are skipped when they come back. */
    protected readonly origin: string,
    protected readonly log: RelayLog,
  ) {
    this.pruner = setInterval(
      () => {
        this.prune().catch((error: unknown) => this.log(error, 'pruning relayed events failed'));
      },
      (keepSeconds / 2) * 1000,
    );
    this.pruner.unref();
  }

  send(message: DomainEvent): void {
    if (this.closed) return;
    queueMicrotask(() => this.deliver?.(message));
    // One at a time: the store sees this node's events in the order they were sent.
    this.sending = this.sending
      .then(() => this.relay(message))
      .catch((error: unknown) => this.log(error, 'relaying an event failed'));
  }

  receive(deliver: (message: DomainEvent) => void): void {
    this.deliver = deliver;
  }

  async close(): Promise<void> {
    clearInterval(this.pruner);
    this.closed = true;
    this.deliver = undefined;
    await this.sending;
    await this.receiving;
  }

  /** Hands another node's event on after those before it (`read` may go to the store). */
  protected arrived(origin: string, read: () => Promise<DomainEvent | undefined>): void {
    if (origin === this.origin) return;
    this.receiving = this.receiving
      .then(async () => {
        const message = await read();
        if (message) this.deliver?.(message);
      })
      .catch((error: unknown) => this.log(error, 'reading a relayed event failed'));
  }

  /** Stores the event where the other nodes find it (and tells them, for PostgreSQL). */
  protected abstract relay(message: DomainEvent): Promise<void>;

  /** A relayed row by id; undefined once pruned. */
  protected async row(id: string): Promise<DomainEvent | undefined> {
    const row = await this.db
      .selectFrom('event_relay')
      .select(['domain_id', 'event'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { domainId: row.domain_id, event: row.event as DomainEvent['event'] };
  }

  /** Deletes relayed rows past their minute (every 30 s on its own). */
  async prune(): Promise<void> {
    await sql`DELETE FROM event_relay WHERE created_at < now() - make_interval(secs => ${keepSeconds})`.execute(
      this.db,
    );
  }
}
