import {
  type Action,
  grantableActions,
  grantableKinds,
  type Role,
  type Rule,
  roles,
  rulesForRole,
} from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { AuthChanges } from '../auth/auth-changes';
import { type AppAbility, abilityFromRules } from '../auth/auth-context';
import { AppError } from '../lib/app-error';
import type { Database } from '../store/database';

type GrantRole = 'editor' | 'viewer';
type Grants = { role: GrantRole; kind: string; actions: Action[] }[];

/** Like identities: a grant made through the server evicts it on every node (`AuthChanges`). */
const cacheMilliseconds = 60_000;

/**
 * A role's rules in a domain: its defaults (shared `rulesForRole`) plus the extra actions the
 * domain's admins granted it per object kind. Sessions carry these rules; the server enforces them.
 * @example const { ability, rules } = await acl.entry(domainId, 'viewer')
 */
export class AclService {
  private readonly cache = new Map<string, { grants: Grants; until: number }>();
  private readonly abilities = new Map<string, { rules: Rule[]; ability: AppAbility }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly changes: AuthChanges,
  ) {
    changes.subscribe((scopes) => {
      for (const scope of scopes) {
        if (scope === 'everyone') this.cache.clear();
        else if ('domain' in scope) this.evict(scope.domain);
      }
    });
  }

  async rules(domainId: string, role: Role): Promise<Rule[]> {
    return (await this.entry(domainId, role)).rules;
  }

  /** Roles × kinds × actions, each allowed cell marked as the role's default or a grant. */
  async matrix(domainId: string) {
    const grants = await this.grants(domainId);
    const kinds = [...grantableKinds, 'domains', 'users', 'invites'];
    const cells = [];
    for (const role of roles) {
      const defaults = abilityFromRules(rulesForRole(role));
      for (const kind of kinds) {
        for (const action of grantableActions) {
          if (defaults.can(action, kind as never))
            cells.push({ role, kind, action, source: 'role' as const });
          else if (grants.some((g) => g.role === role && g.kind === kind && g.actions.includes(action)))
            cells.push({ role, kind, action, source: 'grant' as const });
        }
      }
    }
    return { roles: [...roles], kinds, actions: [...grantableActions], cells };
  }

  /** Replaces the extra actions of one role on one kind; 400 for kinds or actions that cannot be granted. */
  async grant(domainId: string, role: GrantRole, kind: string, actions: string[]): Promise<Action[]> {
    if (!(grantableKinds as string[]).includes(kind))
      throw new AppError(400, 'validation_failed', 'This kind cannot be granted', { kind });
    const wrong = actions.filter((action) => !(grantableActions as string[]).includes(action));
    if (wrong.length > 0)
      throw new AppError(400, 'validation_failed', 'These actions cannot be granted', { actions: wrong });
    const unique = [...new Set(actions)] as Action[];
    if (unique.length === 0) {
      await this.db
        .deleteFrom('acl_grants')
        .where('domain_id', '=', domainId)
        .where('role', '=', role)
        .where('kind', '=', kind)
        .execute();
    } else {
      await this.db
        .insertInto('acl_grants')
        .values({ domain_id: domainId, role, kind, actions: JSON.stringify(unique) })
        .onConflict((oc) =>
          oc.columns(['domain_id', 'role', 'kind']).doUpdateSet({ actions: JSON.stringify(unique) }),
        )
        .execute();
    }
    await this.changes.record([{ domain: domainId }]);
    return unique;
  }

  evict(domainId: string): void {
    this.cache.delete(domainId);
    for (const key of this.abilities.keys()) if (key.startsWith(`${domainId}|`)) this.abilities.delete(key);
  }

  /** The role's rules in the domain and the ability built from them (cached together). */
  async entry(domainId: string, role: Role): Promise<{ rules: Rule[]; ability: AppAbility }> {
    const grants = await this.grants(domainId);
    const key = `${domainId}|${role}`;
    let entry = this.abilities.get(key);
    if (!entry) {
      const extra: Rule[] = grants
        .filter((g) => g.role === role)
        .map((g) => ({ action: g.actions, subject: g.kind as Rule['subject'] }));
      const rules = [...rulesForRole(role), ...extra];
      entry = { rules, ability: abilityFromRules(rules) };
      this.abilities.set(key, entry);
    }
    return entry;
  }

  private async grants(domainId: string): Promise<Grants> {
    const hit = this.cache.get(domainId);
    if (hit && hit.until > Date.now()) return hit.grants;
    const rows = await this.db
      .selectFrom('acl_grants')
      .select(['role', 'kind', 'actions'])
      .where('domain_id', '=', domainId)
      .execute();
    const grants = rows.map((row) => ({ ...row, actions: row.actions as Action[] }));
    // A refreshed grant list may differ: the abilities built from the old one go with it.
    this.evict(domainId);
    this.cache.set(domainId, { grants, until: Date.now() + cacheMilliseconds });
    return grants;
  }
}
