import { type Kysely, sql } from 'kysely';

/**
 * Second-factor tickets that signed in once: a ticket is spent by its first success on any node.
 * Rows live until the ticket would have expired anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create table spent_tickets (
      ticket_hash text primary key,
      expires_at timestamptz not null
    )`)
    .execute(db);
}
