import { randomUUID } from 'node:crypto';
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
 * ROOT MENU → Domains and All users: every domain of the installation, its life cycle, every user.
 * @example await domains.suspend(context, domainId, true)
 */
export class DomainsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly identities: Identities,
    private readonly warehouse: WarehouseEngine,
    private readonly files: FileStore,
  ) {}

  async list() {
    const rows = await this.db
      .selectFrom('domains')
      .leftJoin('memberships', 'memberships.domain_id', 'domains.id')
      .select(['domains.id', 'domains.name', 'domains.status', 'domains.created_at'])
      .select((eb) => eb.fn.count<string>('memberships.user_id').as('users'))
      .groupBy('domains.id')
      .orderBy('domains.name')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      users: Number(row.users),
      createdAt: row.created_at.toISOString(),
    }));
  }

  async create(context: AuthContext, name: string) {
    const id = randomUUID();
    await this.named(() => this.db.insertInto('domains').values({ id, name, status: 'active' }).execute());
    this.identities.evict();
    await this.log(context, id, 'domain_create', id, { name });
    return this.row(id);
  }

  async rename(context: AuthContext, domainId: string, name: string) {
    const before = await this.row(domainId);
    await this.named(() => this.db.updateTable('domains').set({ name }).where('id', '=', domainId).execute());
    this.identities.evict();
    await this.log(context, domainId, 'domain_rename', domainId, { from: before.name, to: name });
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
    this.identities.evict();
    await this.log(context, domainId, suspended ? 'domain_suspend' : 'domain_resume', domainId);
    return this.row(domainId);
  }

  /** Deletes memberships, metadata (by cascade), the warehouse file and the files folder; the exact name confirms. */
  async delete(context: AuthContext, domainId: string, confirmName: string): Promise<void> {
    const domain = await this.row(domainId);
    if (confirmName !== domain.name)
      throw new AppError(400, 'validation_failed', 'Type the domain name exactly to confirm');
    await this.db.deleteFrom('domains').where('id', '=', domainId).execute();
    this.identities.evict();
    await this.warehouse.drop(domainId);
    await this.files.dropDomain(domainId);
    // The domain's own log went with it: the deletion is recorded where the root operator works.
    const here = context.domain.id === domainId ? null : context.domain.id;
    await this.log(context, here, 'domain_delete', domainId, { name: domain.name });
  }

  async users() {
    const users = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'full_name', 'status', 'is_root', 'created_at'])
      .orderBy('username')
      .execute();
    const memberships = await this.db
      .selectFrom('memberships')
      .innerJoin('domains', 'domains.id', 'memberships.domain_id')
      .select(['memberships.user_id', 'domains.id', 'domains.name', 'memberships.role'])
      .orderBy('domains.name')
      .execute();
    return users.map((user) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: user.full_name,
      status: user.status,
      isRoot: user.is_root,
      domains: memberships
        .filter((m) => m.user_id === user.id)
        .map((m) => ({ id: m.id, name: m.name, role: m.role })),
      createdAt: user.created_at.toISOString(),
    }));
  }

  private async row(domainId: string) {
    const row = (await this.list()).find((d) => d.id === domainId);
    if (!row) throw notFound('No such domain');
    return row;
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
    action: string,
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
