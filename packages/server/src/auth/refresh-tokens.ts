import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { invalidRefreshToken } from '../lib/app-error';
import { randomToken, sha256 } from '../lib/tokens';
import type { Database } from '../store/database';

export interface RefreshOptions {
  idleSeconds: number;
  absoluteSeconds: number;
  /** A rotated token presented again within this window gets the same successor (two tabs at once). */
  graceSeconds: number;
  /** Milliseconds since the epoch; injectable so tests can step past the windows. */
  clock: () => number;
}

/** The family a refresh token belongs to: whose session it continues, in which domain. */
export interface RefreshFamily {
  userId: string;
  domainId: string;
}

/**
 * Opaque refresh tokens (256 bits), stored as SHA-256 only, rotated on every use. A token's
 * successor is HMAC(key, token): two parallel refreshes compute the same one, and the store
 * records it once.
 * @example const token = await refresh.issue({ userId, domainId }); const next = await refresh.rotate(token, check)
 */
export class RefreshTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly successorKey: Buffer,
    private readonly options: RefreshOptions,
  ) {}

  /** Starts a new family (a sign-in) and answers its first token. */
  async issue(family: RefreshFamily, db: Kysely<Database> = this.db): Promise<string> {
    const token = randomToken();
    const now = new Date(this.options.clock());
    const id = randomUUID();
    await db
      .insertInto('refresh_families')
      .values({ id, user_id: family.userId, domain_id: family.domainId, created_at: now, last_used_at: now })
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({ token_hash: sha256(token), family_id: id, parent_hash: null, created_at: now })
      .execute();
    return token;
  }

  /**
   * Answers the token's successor, or throws 401 "Invalid refresh token". `accept` decides whether the
   * family's user may still continue (active, still a member); a refusal changes nothing.
   */
  async rotate(
    token: string,
    accept: (family: RefreshFamily) => Promise<boolean>,
  ): Promise<RefreshFamily & { token: string }> {
    // Checked before the transaction: `accept` reads the store, which PGlite cannot do inside one.
    const family = await this.familyOf(token);
    if (!family || !(await accept(family))) throw invalidRefreshToken();
    const outcome = await this.db.transaction().execute((trx) => this.rotateIn(trx, token));
    // A reuse revoked the family inside the transaction; the 401 comes after it committed.
    if (outcome === 'reused' || outcome === undefined) throw invalidRefreshToken();
    return outcome;
  }

  /** The live family a token (current or rotated) belongs to, without rotating it. */
  async familyOf(token: string): Promise<RefreshFamily | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .innerJoin('refresh_families', 'refresh_families.id', 'refresh_tokens.family_id')
      .select(['refresh_families.user_id', 'refresh_families.domain_id'])
      .where('refresh_tokens.token_hash', '=', sha256(token))
      .where('refresh_families.revoked_at', 'is', null)
      .executeTakeFirst();
    return row && { userId: row.user_id, domainId: row.domain_id };
  }

  /** Revokes every live family of a user (logout, password change, blocking). */
  async revokeAll(userId: string, reason: string, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .updateTable('refresh_families')
      .set({ revoked_at: new Date(this.options.clock()), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes the user's families in one domain (removed from it, or blocked there). */
  async revokeIn(userId: string, domainId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('refresh_families')
      .set({ revoked_at: new Date(this.options.clock()), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('domain_id', '=', domainId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  private async rotateIn(
    trx: Transaction<Database>,
    token: string,
  ): Promise<(RefreshFamily & { token: string }) | 'reused' | undefined> {
    const hash = sha256(token);
    // The row lock makes a parallel refresh of the same token wait, then take the grace path.
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('refresh_families', 'refresh_families.id', 'refresh_tokens.family_id')
      .select([
        'refresh_tokens.family_id',
        'refresh_tokens.rotated_at',
        'refresh_families.user_id',
        'refresh_families.domain_id',
        'refresh_families.created_at',
        'refresh_families.last_used_at',
        'refresh_families.revoked_at',
      ])
      .where('refresh_tokens.token_hash', '=', hash)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revoked_at) return undefined;
    const now = this.options.clock();
    const { idleSeconds, absoluteSeconds, graceSeconds } = this.options;
    if (now - row.created_at.getTime() > absoluteSeconds * 1000) return undefined;
    if (now - row.last_used_at.getTime() > idleSeconds * 1000) return undefined;
    if (row.rotated_at && now - row.rotated_at.getTime() > graceSeconds * 1000) {
      await trx
        .updateTable('refresh_families')
        .set({ revoked_at: new Date(now), revoked_reason: 'reuse' })
        .where('id', '=', row.family_id)
        .execute();
      return 'reused';
    }
    const family = { userId: row.user_id, domainId: row.domain_id };
    const successor = createHmac('sha256', this.successorKey).update(token).digest('base64url');
    if (!row.rotated_at) {
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: sha256(successor),
          family_id: row.family_id,
          parent_hash: hash,
          created_at: new Date(now),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date(now) })
        .where('token_hash', '=', hash)
        .execute();
      await trx
        .updateTable('refresh_families')
        .set({ last_used_at: new Date(now) })
        .where('id', '=', row.family_id)
        .execute();
    }
    return { ...family, token: successor };
  }
}
