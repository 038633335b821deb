import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { type Action, type Role, type Rule, rulesForRole, type Subject } from '@cubus/shared';
import type { Identity } from './identities';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Who is calling, in which domain, allowed to do what; set by authentication, read by routes. */
export interface AuthContext {
  user: Identity['user'];
  domain: Identity['domains'][number];
  role: Role;
  ability: AppAbility;
  /** The rules the ability was built from; the session sends them to the console. */
  rules: Rule[];
  identity: Identity;
}

const abilities = new Map<Role, AppAbility>();

/** A CASL ability from session rules (a role's defaults plus its domain's grants). */
export function abilityFromRules(rules: Rule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules);
}

/**
 * The server's CASL ability for a role's defaults, without a domain's grants.
 * @example abilityFor('viewer').can('read', 'cubes') // true
 */
export function abilityFor(role: Role): AppAbility {
  let ability = abilities.get(role);
  if (!ability) {
    ability = abilityFromRules(rulesForRole(role));
    abilities.set(role, ability);
  }
  return ability;
}
