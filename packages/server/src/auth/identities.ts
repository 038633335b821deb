import type { Role, Rule, Session } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../store/database';
import type { AuthChanges, AuthScope } from './auth-changes';

/** A user with the domains they may work in (active domains only, unblocked memberships only). */
export interface Identity {
  user: Pick<
    UserRow,
    | 'id'
    | 'username'
    | 'email'
    | 'full_name'
    | 'locale'
    | 'status'
    | 'token_version'
    | 'is_root'
    | 'last_domain_id'
  > & { secondFactor: boolean };
  domains: { id: string; name: string; role: Role }[];
}

/**
 * Time an identity may be served from memory: changes made through the server evict it on every
 * node (`AuthChanges`); the bound is for one written to the store behind its back.
 */
const cacheMilliseconds = 60_000;

/**
 * Loads identities from the store, cached: every authenticated call needs one, and the store is
 * the slowest part of that. Suspended domains are left out, so they cannot be entered.
 * @example const identity = await identities.get(userId)
 */
export class Identities {
  private readonly cache = new Map<string, { identity: Identity | undefined; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly changes: AuthChanges,
  ) {
    // A domain's change (its name, its status) shows in its members' identities.
    changes.subscribe((scopes) => {
      for (const scope of scopes) {
        if (typeof scope === 'object' && 'user' in scope) this.evict(scope.user);
        else this.evict();
      }
    });
  }

  async get(userId: string): Promise<Identity | undefined> {
    const hit = this.cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.identity;
    const identity = await this.load(userId);
    this.cache.set(userId, { identity, until: Date.now() + cacheMilliseconds });
    return identity;
  }

  /** Call after any change to a user, their memberships or a domain: evicts it on every node. */
  changed(scope: AuthScope): Promise<void> {
    return this.changes.record([scope]);
  }

  /** Forgets a cached identity on this node only (it is read again next time). */
  evict(userId?: string): void {
    if (userId) this.cache.delete(userId);
    else this.cache.clear();
  }

  private async load(userId: string): Promise<Identity | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'email',
        'full_name',
        'locale',
        'status',
        'token_version',
        'is_root',
        'last_domain_id',
        'totp_secret',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    // The sealed seed itself never enters the cache.
    const { totp_secret, ...rest } = row;
    const user = { ...rest, secondFactor: totp_secret !== null };
    const memberships = await this.db
      .selectFrom('memberships')
      .innerJoin('domains', 'domains.id', 'memberships.domain_id')
      .select(['domains.id', 'domains.name', 'memberships.role'])
      .where('memberships.user_id', '=', userId)
      .where('domains.status', '=', 'active')
      .where('memberships.status', '=', 'active')
      .orderBy('memberships.created_at')
      .orderBy('domains.name')
      .execute();
    if (!user.is_root) return { user, domains: memberships };
    // Root reaches every active domain; its own memberships come first.
    const all = await this.db
      .selectFrom('domains')
      .select(['id', 'name'])
      .where('status', '=', 'active')
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    const mine = new Set(memberships.map((m) => m.id));
    const ordered = [...memberships, ...all.filter((d) => !mine.has(d.id))];
    return { user, domains: ordered.map((d) => ({ id: d.id, name: d.name, role: 'root' as const })) };
  }
}

/** The domain a user starts in: the one they last switched to, else their first membership (root: first domain). */
export function defaultDomain(identity: Identity): Identity['domains'][number] | undefined {
  if (identity.user.status !== 'active') return undefined;
  return identity.domains.find((d) => d.id === identity.user.last_domain_id) ?? identity.domains[0];
}

/**
 * The session the console keeps: user, current domain, role and its CASL rules (with the domain's grants).
 * @example buildSession(identity, identity.domains[0], await acl.rules(domainId, role))
 */
export function buildSession(
  identity: Identity,
  domain: Identity['domains'][number],
  rules: Rule[],
): Session {
  const { user } = identity;
  return {
    domain: { id: domain.id, name: domain.name },
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: user.full_name,
      locale: user.locale as Session['user']['locale'],
    },
    role: domain.role,
    domains: identity.domains,
    rules,
  };
}
