import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/database';

/** What a change touched: one user, one domain (its members and grants), or everyone. */
export type AuthScope = { user: string } | { domain: string } | 'everyone';

/** Evicts what a cache holds for the scopes (on this node). */
export type AuthCacheEviction = (scopes: readonly AuthScope[]) => void;

const scopeKey = (scope: AuthScope) =>
  scope === 'everyone' ? '*' : 'user' in scope ? `user:${scope.user}` : `domain:${scope.domain}`;

function scopeOf(key: string): AuthScope {
  if (key.startsWith('user:')) return { user: key.slice(5) };
  if (key.startsWith('domain:')) return { domain: key.slice(7) };
  return 'everyone';
}

/**
 * Changes to users, memberships, domains and grants, told to every node that shares the store, so
 * caches of sessions may live as long as their tokens. A change bumps one generation row in the
 * same transaction and stamps its scope with it; a node reads the scopes stamped since the
 * generation it last saw, at most every `recheckMs`, and only when a caller needs it: a change
 * made on another node is seen within `recheckMs` (on this node at once). No LISTEN/NOTIFY,
 * so PGlite and PostgreSQL work alike.
 * @example await changes.record([{ user: userId }], trx); await changes.fresh()
 */
export class AuthChanges {
  private readonly caches: AuthCacheEviction[] = [];
  private seen: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly recheckMs: number,
  ) {}

  /** Registers a cache to be evicted by every change, here or on another node. */
  subscribe(evict: AuthCacheEviction): void {
    this.caches.push(evict);
  }

  /**
   * Records a change for every node; pass the transaction that makes the change when there is
   * one, so the change and its record commit together (then call `evict` again once it has
   * committed: a call in between may have cached what it replaces). This node's caches are
   * evicted at once.
   */
  async record(scopes: readonly AuthScope[], db: Kysely<Database> = this.db): Promise<void> {
    const stamp = async (trx: Kysely<Database>) => {
      const { generation } = await trx
        .updateTable('auth_generation')
        .set((eb) => ({ generation: eb('generation', '+', 1) }))
        .where('id', '=', 1)
        .returning(sql<number>`generation::float8`.as('generation'))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('auth_changes')
        .values([...new Set(scopes.map(scopeKey))].map((scope) => ({ scope, generation })))
        .onConflict((oc) => oc.column('scope').doUpdateSet({ generation }))
        .execute();
    };
    if (db.isTransaction) await stamp(db);
    else await db.transaction().execute(stamp);
    this.evict(scopes);
  }

  /** Whether this node's caches hold no change committed more than `recheckMs` ago, as `fresh` but without waiting. */
  isFresh(): boolean {
    return performance.now() - this.checkedAt < this.recheckMs;
  }

  /** Resolves once this node's caches hold no change committed more than `recheckMs` ago. */
  async fresh(): Promise<void> {
    if (this.isFresh()) return;
    this.checking ??= this.check().finally(() => {
      this.checking = undefined;
    });
    await this.checking;
  }

  private async check(): Promise<void> {
    const startedAt = performance.now();
    // One statement, one snapshot: the generation and every scope stamped up to it.
    const { rows } = await sql<{ generation: number; scopes: string[] | null }>`
      select generation::float8 as generation,
        (select array_agg(scope) from auth_changes where generation > ${this.seen ?? Number.MAX_SAFE_INTEGER}) as scopes
      from auth_generation where id = 1`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('auth_generation has no row: migrations did not run');
    if (row.scopes?.length) this.evict(row.scopes.map(scopeOf));
    this.seen = row.generation;
    this.checkedAt = startedAt;
  }

  /** Evicts this node's caches only. */
  evict(scopes: readonly AuthScope[]): void {
    for (const evict of this.caches) evict(scopes);
  }
}
