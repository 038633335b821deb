import { type Kysely, sql } from 'kysely';

/**
 * What several nodes on one store share besides the data: the live nodes (`nodes`), the event
 * stream's single-use tickets (`event_tickets`, hashed) and the events relayed between nodes
 * (`event_relay`: every event on PGlite, the ones too big for a NOTIFY on PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create table nodes (
      id text primary key,
      started_at timestamptz not null default now(),
      heartbeat_at timestamptz not null default now(),
      warehouse text not null,
      host text not null,
      pid integer not null
    )`)
    .execute(db);
  await sql
    .raw(`create table event_tickets (
      ticket_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      domain_id uuid not null references domains(id) on delete cascade,
      token_version integer not null,
      expires_at timestamptz not null
    )`)
    .execute(db);
  await sql.raw('create index event_tickets_expiry on event_tickets (expires_at)').execute(db);
  await sql
    .raw(`create table event_relay (
      id bigserial primary key,
      origin text not null,
      domain_id uuid not null,
      event jsonb not null,
      created_at timestamptz not null default now()
    )`)
    .execute(db);
}
