import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/auth-context';
import type { Identities } from '../auth/identities';
import { logActivity } from '../lib/activity';
import { AppError, notFound } from '../lib/app-error';
import type { Database } from '../store/database';

export const nameTaken = () => new AppError(409, 'conflict', 'A domain with this name exists');

/** Whether an error is PostgreSQL's unique violation (pg and PGlite both carry the SQLSTATE). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/**
 * ADMIN MENU → Domain settings of the caller's own domain.
 * @example await settings.update(context, { defaultLocale: 'de' })
 */
export class DomainSettings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly identities: Identities,
  ) {}

  async get(domainId: string) {
    const row = await this.db
      .selectFrom('domains')
      .select(['id', 'name', 'status', 'default_locale', 'created_at'])
      .where('id', '=', domainId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      defaultLocale: row.default_locale,
      createdAt: row.created_at.toISOString(),
    };
  }

  async update(
    context: AuthContext,
    changes: { name?: string | undefined; defaultLocale?: string | undefined },
  ) {
    const domainId = context.domain.id;
    if (changes.name === undefined && changes.defaultLocale === undefined) return this.get(domainId);
    try {
      await this.db
        .updateTable('domains')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.defaultLocale !== undefined ? { default_locale: changes.defaultLocale } : {}),
        })
        .where('id', '=', domainId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    // Domain names sit in every member's cached identity.
    if (changes.name !== undefined) await this.identities.changed({ domain: domainId });
    await logActivity(this.db, {
      domainId,
      actorId: context.user.id,
      actor: context.user.username,
      action: 'domain_update',
      object: domainId,
      details: changes,
    });
    return this.get(domainId);
  }
}
