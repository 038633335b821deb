import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sha256 } from '../lib/tokens';
import type { Database } from '../store/database';

/** What a ticket stands for: the caller who asked for it, in that domain, at that token version. */
export interface TicketHolder {
  userId: string;
  domainId: string;
  tokenVersion: number;
}

const lifetimeMs = 60_000;

/**
 * Single-use, 60-second tickets for `GET /api/events?ticket=…` (EventSource cannot send headers,
 * and a token never goes into a URL). 256 random bits, kept hashed in the metadata store, so a
 * ticket made on one node opens the stream on any other; spent by one `DELETE … RETURNING`, so two
 * nodes redeeming it at once give it to one of them. Expired rows are swept at each issue.
 * @example const ticket = await tickets.issue(holder); await tickets.redeem(ticket) // holder; again: undefined
 */
export class EventTickets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
  ) {}

  readonly lifetimeSeconds = lifetimeMs / 1000;

  async issue(holder: TicketHolder): Promise<string> {
    const now = this.clock();
    await this.db.deleteFrom('event_tickets').where('expires_at', '<=', new Date(now)).execute();
    const ticket = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('event_tickets')
      .values({
        ticket_hash: sha256(ticket),
        user_id: holder.userId,
        domain_id: holder.domainId,
        token_version: holder.tokenVersion,
        expires_at: new Date(now + lifetimeMs),
      })
      .execute();
    return ticket;
  }

  /** The holder, once; unknown, used or expired tickets give `undefined`. */
  async redeem(ticket: string): Promise<TicketHolder | undefined> {
    const row = await this.db
      .deleteFrom('event_tickets')
      .where('ticket_hash', '=', sha256(ticket))
      .returning(['user_id', 'domain_id', 'token_version', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at.getTime() <= this.clock()) return undefined;
    return { userId: row.user_id, domainId: row.domain_id, tokenVersion: row.token_version };
  }
}
