import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Action, Rule, Subject } from '@cubus/shared';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Before a session arrives the console may only show the sign-in pages. */
export const guestRules: Rule[] = [{ action: 'read', subject: 'Auth' }];

/** The ability of the session's rules, computed by the server (DESIGN §1); the server enforces them. */
export function buildAbility(rules?: readonly Rule[] | null): AppAbility {
  return createMongoAbility<AppAbility>((rules ?? guestRules) as RawRuleOf<AppAbility>[]);
}
