import { randomUUID } from 'node:crypto';
import type { DomainRole, Invite } from '@cubus/shared';
import type { Kysely, Selectable } from 'kysely';
import { logActivity } from '../lib/activity';
import { AppError, notFound } from '../lib/app-error';
import { randomToken, sha256 } from '../lib/tokens';
import type { Database, InvitesTable } from '../store/database';

export const invalidInvite = (message = 'This invite is not valid') =>
  new AppError(400, 'invalid_invite', message);
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toInvite(row: Selectable<InvitesTable>): Invite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdBy: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    usedAt: iso(row.used_at),
    revokedAt: iso(row.revoked_at),
  };
}

export interface Actor {
  id: string;
  username: string;
  domainId: string;
}

/** An invite that can still be used, with the name of the domain it joins. */
export type UsableInvite = Selectable<InvitesTable> & { domainName: string };

/**
 * Invites into a domain: a link with a random 256-bit token, only its SHA-256 kept, with an expiry,
 * single use, optionally for one email address.
 * @example const { link } = await invites.create(actor, { role: 'viewer', expiresInDays: 7 })
 */
export class Invites {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly publicUrl: string,
    private readonly clock: () => number,
  ) {}

  async create(actor: Actor, input: { email?: string | undefined; role: DomainRole; expiresInDays: number }) {
    const token = randomToken();
    const now = this.clock();
    const row = await this.db
      .insertInto('invites')
      .values({
        id: randomUUID(),
        domain_id: actor.domainId,
        token_hash: sha256(token),
        email: input.email ?? null,
        role: input.role,
        created_by: actor.id,
        created_by_name: actor.username,
        created_at: new Date(now),
        expires_at: new Date(now + input.expiresInDays * 86_400_000),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logActivity(this.db, {
      domainId: actor.domainId,
      actorId: actor.id,
      actor: actor.username,
      action: 'invite_create',
      object: row.email ?? undefined,
      details: { role: row.role, email: row.email, expiresAt: row.expires_at.toISOString() },
    });
    return { invite: toInvite(row), link: `${this.publicUrl}/register?invite=${token}` };
  }

  /** Revokes an unused invite of the caller's domain; another domain's id is 404. */
  async revoke(actor: Actor, inviteId: string): Promise<Invite> {
    const row = await this.db
      .updateTable('invites')
      .set({ revoked_at: new Date(this.clock()) })
      .where('id', '=', inviteId)
      .where('domain_id', '=', actor.domainId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('No such open invite');
    await logActivity(this.db, {
      domainId: actor.domainId,
      actorId: actor.id,
      actor: actor.username,
      action: 'invite_revoke',
      object: row.email ?? undefined,
    });
    return toInvite(row);
  }

  /** The invite a token opens, else 400 `invalid_invite` (unknown, used, revoked, expired, domain suspended). */
  async find(token: string): Promise<UsableInvite> {
    const row = await this.db
      .selectFrom('invites')
      .innerJoin('domains', 'domains.id', 'invites.domain_id')
      .selectAll('invites')
      .select('domains.name as domainName')
      .where('invites.token_hash', '=', sha256(token))
      .where('domains.status', '=', 'active')
      .executeTakeFirst();
    if (!row || row.used_at || row.revoked_at || row.expires_at.getTime() <= this.clock())
      throw invalidInvite();
    return row;
  }

  /** Marks the invite used inside the registration's transaction; a concurrent use loses with 400. */
  async use(trx: Kysely<Database>, invite: UsableInvite, userId: string): Promise<void> {
    const now = new Date(this.clock());
    const taken = await trx
      .updateTable('invites')
      .set({ used_at: now, used_by: userId })
      .where('id', '=', invite.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (taken.numUpdatedRows !== 1n) throw invalidInvite();
  }
}
