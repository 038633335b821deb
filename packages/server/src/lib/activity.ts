import { randomUUID } from 'node:crypto';
import { dailyRibbonActions, type RibbonAction, type RibbonEntry } from '@cubus/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/database';

/** One line of the ribbon: who did what to which object. */
export interface ActivityEntry {
  domainId: string | null;
  actorId: string | null;
  /** Shown as is; for a failed sign-in, the login that was tried. */
  actor: string;
  action: RibbonAction;
  object?: string;
  details?: Record<string, unknown>;
}

type ActivityListener = (domainId: string, entry: RibbonEntry) => void;

/**
 * Who hears new entries written through a store handle: the event bus registers itself for the
 * app's `db`, so every existing caller of `logActivity` feeds the live ribbon unchanged. Entries
 * written inside `transactionWithActivity` wait in its queue and are announced after the commit.
 */
const listeners = new WeakMap<object, ActivityListener>();
/** Announcements of entries written in an open transaction, by its handle. */
const pending = new WeakMap<object, ((listener: ActivityListener) => void)[]>();

/** Announces every entry later written through `db` (the event bus plugin calls this). */
export function onActivity(db: Kysely<Database>, listener: ActivityListener): void {
  listeners.set(db, listener);
}

/**
 * `db.transaction().execute(work)`, with the ribbon entries `work` writes through `trx` announced
 * live once the transaction has committed, and never when it rolls back.
 * @example await transactionWithActivity(db, async (trx) => { …; await logActivity(trx, entry) })
 */
export async function transactionWithActivity<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const announce: ((listener: ActivityListener) => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    pending.set(trx, announce);
    return work(trx);
  });
  const listener = listeners.get(db);
  if (listener) for (const entry of announce) entry(listener);
  return result;
}

/**
 * Appends to the activity log the Ribbon reads, and announces it to the domain's live feed.
 * A daily action (a sign-in) adds to the actor's line of that action today, if there is one: its
 * `count` grows and its time moves on, so the Ribbon shows one line per user and day.
 * @example await logActivity(db, { domainId, actorId: user.id, actor: user.username, action: 'login' })
 */
export async function logActivity(db: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  const daily = dailyRibbonActions.includes(entry.action);
  const actor = entry.actor.slice(0, 320);
  const folded = daily
    ? await db
        .updateTable('activity_log')
        .set({
          at: sql`now()`,
          details: sql`jsonb_set(details, '{count}', to_jsonb(coalesce((details->>'count')::int, 1) + 1))`,
        })
        .where(sql<boolean>`domain_id is not distinct from ${entry.domainId}`)
        .where('actor', '=', actor)
        .where('action', '=', entry.action)
        .where('at', '>=', sql<Date>`date_trunc('day', now())`)
        .returning(['id', 'at', 'actor', 'details'])
        .executeTakeFirst()
    : undefined;
  const details = (folded?.details as Record<string, unknown> | undefined) ?? {
    ...entry.details,
    ...(daily ? { count: 1 } : {}),
  };
  const row =
    folded ??
    (await db
      .insertInto('activity_log')
      .values({
        id: randomUUID(),
        domain_id: entry.domainId,
        actor_id: entry.actorId,
        actor,
        action: entry.action,
        object: entry.object ?? null,
        details: JSON.stringify(details),
      })
      .returning(['id', 'at', 'actor'])
      .executeTakeFirstOrThrow());
  const { domainId } = entry;
  if (!domainId) return;
  const announce = (listener: ActivityListener) =>
    listener(domainId, {
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorId: entry.actorId,
      actor: row.actor,
      action: entry.action,
      object: entry.object ?? null,
      kind: typeof details.kind === 'string' ? details.kind : null,
      objectId: typeof details.id === 'string' ? details.id : null,
      details,
    });
  const queue = pending.get(db);
  const listener = listeners.get(db);
  if (queue) queue.push(announce);
  else if (listener) announce(listener);
}
