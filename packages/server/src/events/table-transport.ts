import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/database';
import type { DomainEvent } from './event-bus';
import { type RelayLog, RelayTransport } from './relay';

const pollMs = 250;
const batch = 500;

/**
 * Events between nodes through the store's `event_relay` table, polled: the embedded store's way
 * (PGlite is one process, so only this node reads them, but it runs the same path as several).
 * Each event is one row; a poll is one read of the rows after the last seen (by the primary key),
 * without the bodies of this node's own. Ids are taken in commit order only because PGlite runs one statement at a time:
 * on a PostgreSQL of several connections a later id could commit first and be skipped, which is
 * why PostgreSQL uses `PostgresTransport`.
 * @example const bus = new EventBus(new TableTransport(db, nodeId, log)); await transport.start()
 */
export class TableTransport extends RelayTransport {
  private last = '0';
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(db: Kysely<Database>, origin: string, log: RelayLog) {
    super(db, origin, log);
  }

  /** Starts after the newest row: events from before this node started are not replayed. */
  async start(): Promise<void> {
    const newest = await this.db
      .selectFrom('event_relay')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    this.last = String(newest?.id ?? '0');
    this.timer = setInterval(() => {
      this.polling ??= this.poll()
        .catch((error: unknown) => this.log(error, 'reading relayed events failed'))
        .finally(() => {
          this.polling = undefined;
        });
    }, pollMs);
    this.timer.unref();
  }

  override async close(): Promise<void> {
    clearInterval(this.timer);
    await this.polling;
    await super.close();
  }

  protected async relay({ domainId, event }: DomainEvent): Promise<void> {
    await this.db
      .insertInto('event_relay')
      .values({ origin: this.origin, domain_id: domainId, event: JSON.stringify(event) })
      .execute();
  }

  private async poll(): Promise<void> {
    const rows = await this.db
      .selectFrom('event_relay')
      .select(['id', 'origin', 'domain_id'])
      // This node's own rows are passed over without their body.
      .select(sql<unknown>`CASE WHEN origin = ${this.origin} THEN NULL ELSE event END`.as('event'))
      .where('id', '>', this.last)
      .orderBy('id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      this.last = String(row.id);
      const message = { domainId: row.domain_id, event: row.event as DomainEvent['event'] };
      this.arrived(row.origin, async () => message);
    }
  }
}
