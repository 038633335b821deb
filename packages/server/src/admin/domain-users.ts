import type { DomainRole, RibbonAction } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import type { AuthService } from '../auth/auth-service';
import { logActivity } from '../lib/activity';
import { AppError, forbidden, notFound } from '../lib/app-error';
import type { Database } from '../store/database';

const lastAdmin = () => new AppError(409, 'last_admin', 'The domain must keep an active admin');

/**
 * ADMIN MENU → Users: the members of the caller's domain only. Another domain's user is 404; a root
 * user is off limits to non-root admins; nobody changes their own role, block or membership.
 * @example await domainUsers.setRole(context, userId, 'editor')
 */
export class DomainUsers {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
  ) {}

  async setRole(context: AuthContext, userId: string, role: DomainRole): Promise<void> {
    const target = await this.target(context, userId, { notSelf: true });
    if (target.role === 'admin' && role !== 'admin') await this.keepAdmin(context.domain.id, userId);
    await this.db
      .updateTable('memberships')
      .set({ role })
      .where('user_id', '=', userId)
      .where('domain_id', '=', context.domain.id)
      .execute();
    await this.auth.identities.changed({ user: userId });
    await this.log(context, 'role_change', target, { from: target.role, to: role });
  }

  /** Blocks in this domain only: its sessions there end; other domains of the user are untouched. */
  async setBlocked(context: AuthContext, userId: string, blocked: boolean): Promise<void> {
    const target = await this.target(context, userId, { notSelf: true });
    if (blocked && target.role === 'admin') await this.keepAdmin(context.domain.id, userId);
    await this.db
      .updateTable('memberships')
      .set({ status: blocked ? 'blocked' : 'active' })
      .where('user_id', '=', userId)
      .where('domain_id', '=', context.domain.id)
      .execute();
    if (blocked) await this.auth.refreshTokens.revokeIn(userId, context.domain.id, 'blocked');
    await this.auth.identities.changed({ user: userId });
    await this.log(context, blocked ? 'user_block' : 'user_unblock', target);
  }

  /** Turns the user's second factor off (lost phone) and ends all their sessions. */
  async resetSecondFactor(context: AuthContext, userId: string): Promise<void> {
    const target = await this.target(context, userId, { notSelf: false });
    await this.auth.secondFactor.disable(userId);
    await this.auth.endSessions(userId, 'second_factor_reset');
    await this.log(context, 'second_factor_reset', target);
  }

  /** Removes the user from this domain only, with their sessions in it. */
  async remove(context: AuthContext, userId: string): Promise<void> {
    const target = await this.target(context, userId, { notSelf: true });
    if (target.role === 'admin') await this.keepAdmin(context.domain.id, userId);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('memberships')
        .where('user_id', '=', userId)
        .where('domain_id', '=', context.domain.id)
        .execute();
      await trx
        .updateTable('users')
        .set({ last_domain_id: null })
        .where('id', '=', userId)
        .where('last_domain_id', '=', context.domain.id)
        .execute();
    });
    await this.auth.refreshTokens.revokeIn(userId, context.domain.id, 'removed');
    await this.auth.identities.changed({ user: userId });
    await this.log(context, 'user_remove', target);
  }

  private async target(context: AuthContext, userId: string, options: { notSelf: boolean }) {
    const row = await this.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['users.id', 'users.username', 'users.is_root', 'memberships.role'])
      .where('memberships.user_id', '=', userId)
      .where('memberships.domain_id', '=', context.domain.id)
      .executeTakeFirst();
    if (!row) throw notFound('No such user in this domain');
    if (options.notSelf && userId === context.user.id) throw forbidden();
    if (row.is_root && context.role !== 'root') throw forbidden();
    return row;
  }

  /** 409 `last_admin` unless another active admin stays in the domain. */
  private async keepAdmin(domainId: string, leavingId: string): Promise<void> {
    const other = await this.db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select('users.id')
      .where('memberships.domain_id', '=', domainId)
      .where('memberships.role', '=', 'admin')
      .where('memberships.status', '=', 'active')
      .where('users.status', '=', 'active')
      .where('users.id', '!=', leavingId)
      .executeTakeFirst();
    if (!other) throw lastAdmin();
  }

  private log(
    context: AuthContext,
    action: RibbonAction,
    target: { id: string; username: string },
    details: Record<string, unknown> = {},
  ) {
    return logActivity(this.db, {
      domainId: context.domain.id,
      actorId: context.user.id,
      actor: context.user.username,
      action,
      object: target.username,
      details: { user: target.username, ...details },
    });
  }
}
