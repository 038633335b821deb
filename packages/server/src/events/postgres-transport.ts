import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../store/database';
import type { DomainEvent } from './event-bus';
import { type RelayLog, RelayTransport } from './relay';

const channel = 'cubus_events';
/**
 * A NOTIFY payload must be shorter than 8000 bytes (https://www.postgresql.org/docs/current/sql-notify.html);
 * some room is kept. A bigger event is stored as a row of `event_relay` and only its id is sent.
 */
const notifyLimit = 7900;
const firstRetryMs = 500;
const lastRetryMs = 30_000;

/** What goes on the channel: the event itself, or the id of its row; `o` is the sending node. */
type Notice = { o: string; d: string; e: DomainEvent['event'] } | { o: string; r: string };

/**
 * Events between nodes of one PostgreSQL: LISTEN/NOTIFY on one channel. Sent one at a time through
 * the pool, each committed before the next, so every node hears one node's events in the order
 * sent (PostgreSQL delivers notifications in commit order); heard on a client of its own (LISTEN
 * holds its connection, which a pool would hand to other work).
 *
 * When that connection drops (a server restart, a terminated backend), it is opened again after
 * 0.5 s, doubling to 30 s. What the other nodes sent meanwhile is lost to this node's streams:
 * PostgreSQL keeps notifications only for sessions listening when they commit. Nothing else is:
 * this node's own events reach its own streams, the data is in the store, and the console
 * re-reads what it shows when its stream reopens.
 * @example const transport = new PostgresTransport(db, databaseUrl, nodeId, log); await transport.start()
 */
export class PostgresTransport extends RelayTransport {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = firstRetryMs;

  constructor(
    db: Kysely<Database>,
    private readonly databaseUrl: string,
    origin: string,
    log: RelayLog,
  ) {
    super(db, origin, log);
  }

  /** Listens; the first connection's failure fails the start. */
  async start(): Promise<void> {
    await this.listen();
  }

  override async close(): Promise<void> {
    clearTimeout(this.retry);
    await super.close();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  protected async relay(message: DomainEvent): Promise<void> {
    const payload = JSON.stringify({
      o: this.origin,
      d: message.domainId,
      e: message.event,
    } satisfies Notice);
    if (Buffer.byteLength(payload) < notifyLimit) {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(this.db);
      return;
    }
    // The row and its notice commit together: a node that hears the id finds the row.
    await sql`WITH relayed AS (
        INSERT INTO event_relay (origin, domain_id, event)
        VALUES (${this.origin}, ${message.domainId}, ${JSON.stringify(message.event)}::jsonb)
        RETURNING id)
      SELECT pg_notify(${channel}, json_build_object('o', ${this.origin}::text, 'r', id::text)::text)
      FROM relayed`.execute(this.db);
  }

  private heard(payload: string): void {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch (error) {
      this.log(error, 'an event notice is not JSON');
      return;
    }
    this.arrived(notice.o, async () =>
      'r' in notice ? this.row(notice.r) : { domainId: notice.d, event: notice.e },
    );
  }

  private async listen(): Promise<void> {
    // Loaded here, not at start: a server on PGlite never listens.
    const { default: pg } = await import('pg');
    // Named for the operator's pg_stat_activity.
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'cubus-events' });
    client.on('notification', ({ channel: heardOn, payload }) => {
      if (heardOn === channel && payload) this.heard(payload);
    });
    // Without an 'error' listener a dropped connection would end the process.
    client.on('error', (error) => {
      if (this.client === client) this.log(error, 'the event listener lost its connection');
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = firstRetryMs;
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.reconnect();
  }

  private reconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.listen().catch((error: unknown) => {
        this.log(error, 'the event listener cannot reconnect yet');
        this.reconnect();
      });
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, lastRetryMs);
  }
}
