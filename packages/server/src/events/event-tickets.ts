import { randomBytes } from 'node:crypto';
import { sha256 } from '../lib/tokens';

/** What a ticket stands for: the caller who asked for it, in that domain, at that token version. */
export interface TicketHolder {
  userId: string;
  domainId: string;
  tokenVersion: number;
}

const lifetimeMs = 60_000;

/**
 * Single-use, 60-second tickets for `GET /api/events?ticket=…` (EventSource cannot send headers,
 * and a token never goes into a URL). 256 random bits, kept hashed, in memory: a ticket is spent
 * on the node that made it, which is where the console's next request lands.
 * @example const ticket = tickets.issue(holder); tickets.redeem(ticket) // holder; again: undefined
 */
export class EventTickets {
  private readonly tickets = new Map<string, TicketHolder & { expires: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  readonly lifetimeSeconds = lifetimeMs / 1000;

  issue(holder: TicketHolder): string {
    this.sweep();
    const ticket = randomBytes(32).toString('base64url');
    this.tickets.set(sha256(ticket), { ...holder, expires: this.clock() + lifetimeMs });
    return ticket;
  }

  /** The holder, once; unknown, used or expired tickets give `undefined`. */
  redeem(ticket: string): TicketHolder | undefined {
    const hash = sha256(ticket);
    const entry = this.tickets.get(hash);
    this.tickets.delete(hash);
    if (!entry || entry.expires <= this.clock()) return undefined;
    return { userId: entry.userId, domainId: entry.domainId, tokenVersion: entry.tokenVersion };
  }

  private sweep(): void {
    const now = this.clock();
    for (const [hash, entry] of this.tickets) if (entry.expires <= now) this.tickets.delete(hash);
  }
}
