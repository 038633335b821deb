import { randomUUID } from 'node:crypto';
import type { RibbonAction } from '@cubus/shared';
import type { Kysely } from 'kysely';
import { isUniqueViolation, nameTaken } from '../admin/domain-settings';
import type { AuthContext } from '../auth/auth-context';
import type { Identities } from '../auth/identities';
import type { WarehouseEngine } from '../engine/engine';
import type { FileStore } from '../files/file-store';
import { logActivity } from '../lib/activity';
import { AppError, notFound } from '../lib/app-error';
import type { Database } from '../store/database';

/**
 * ROOT MENU → Domains: the life cycle of every domain of the installation.
 * @example await domains.suspend(context, domainId, true)
 */
export class DomainsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly identities: Identities,
    private readonly warehouse: WarehouseEngine,
    private readonly files: FileStore,
  ) {}

  async create(context: AuthContext, name: string) {
    const id = randomUUID();
    await this.named(() => this.db.insertInto('domains').values({ id, name, status: 'active' }).execute());
    // Root reaches every domain: a new one is in its identity.
    await this.identities.changed('everyone');
    await this.log(context, id, 'domain_create', name);
    return this.row(id);
  }

  async rename(context: AuthContext, domainId: string, name: string) {
    const before = await this.row(domainId);
    await this.named(() => this.db.updateTable('domains').set({ name }).where('id', '=', domainId).execute());
    await this.identities.changed({ domain: domainId });
    await this.log(context, domainId, 'domain_rename', name, { from: before.name });
    return this.row(domainId);
  }

  /** A suspended domain leaves every identity at once: no sign-in, refresh, switch or call into it. */
  async suspend(context: AuthContext, domainId: string, suspended: boolean) {
    await this.row(domainId);
    await this.db
      .updateTable('domains')
      .set({ status: suspended ? 'suspended' : 'active' })
      .where('id', '=', domainId)
      .execute();
    await this.identities.changed({ domain: domainId });
    const domain = await this.row(domainId);
    await this.log(context, domainId, suspended ? 'domain_suspend' : 'domain_resume', domain.name);
    return domain;
  }

  /** Deletes memberships, metadata (by cascade), the warehouse file and the files folder; the exact name confirms. */
  async delete(context: AuthContext, domainId: string, confirmName: string): Promise<void> {
    const domain = await this.row(domainId);
    if (confirmName !== domain.name)
      throw new AppError(400, 'validation_failed', 'Type the domain name exactly to confirm');
    await this.db.deleteFrom('domains').where('id', '=', domainId).execute();
    await this.identities.changed({ domain: domainId });
    await this.warehouse.drop(domainId);
    await this.files.dropDomain(domainId);
    // The domain's own log went with it: the deletion is recorded where the root operator works.
    const here = context.domain.id === domainId ? null : context.domain.id;
    await this.log(context, here, 'domain_delete', domain.name);
  }

  /** One domain as the calls answer it (its lists are the `domains` and `accounts` kinds of /api/qry). */
  private async row(domainId: string) {
    const row = await this.db
      .selectFrom('domains')
      .select(['id', 'name', 'status', 'created_at'])
      .select((eb) =>
        eb
          .selectFrom('memberships')
          .select((count) => count.fn.countAll<string>().as('n'))
          .whereRef('memberships.domain_id', '=', 'domains.id')
          .as('users'),
      )
      .where('id', '=', domainId)
      .executeTakeFirst();
    if (!row) throw notFound('No such domain');
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      users: Number(row.users ?? 0),
      createdAt: row.created_at.toISOString(),
    };
  }

  private async named(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  private log(
    context: AuthContext,
    domainId: string | null,
    action: RibbonAction,
    object: string,
    details: Record<string, unknown> = {},
  ) {
    return logActivity(this.db, {
      domainId,
      actorId: context.user.id,
      actor: context.user.username,
      action,
      object,
      details,
    });
  }
}
