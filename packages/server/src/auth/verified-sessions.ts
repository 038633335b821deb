import type { AuthChanges, AuthScope } from './auth-changes';
import type { AuthContext } from './auth-context';

/**
 * Bounded so memory stays small; only tokens this server signed can enter. A change written to
 * the store behind the server's back is seen after `safetyMilliseconds` at the latest.
 */
const maxEntries = 10_000;
const safetyMilliseconds = 60_000;

interface Entry {
  token: string;
  context: AuthContext;
  until: number;
}

/**
 * A token's signature, its last part: unique to it, and 43 characters for the map to hash on
 * every call instead of the whole token's 300 or more.
 */
const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

/**
 * The caller's context per verified access token, kept until the token expires or a change to
 * its user, domain or grants (here or on another node, through `AuthChanges`) evicts it.
 * @example sessions.set(token, context, claims.exp * 1000); sessions.get(token)?.user.id
 */
export class VerifiedSessions {
  private readonly entries = new Map<string, Entry>();

  constructor(
    changes: AuthChanges,
    private readonly clock: () => number,
  ) {
    changes.subscribe((scopes) => this.evict(scopes));
  }

  get(token: string): AuthContext | undefined {
    const signature = signatureOf(token);
    const entry = this.entries.get(signature);
    // The whole token compared: another with the same last part was never verified.
    if (entry?.token !== token) return undefined;
    if (entry.until > this.clock()) return entry.context;
    this.entries.delete(signature);
    return undefined;
  }

  /** Keeps the context until `expiresAt` (ms since the epoch), the token's own expiry. */
  set(token: string, context: AuthContext, expiresAt: number): void {
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(signatureOf(token), {
      token,
      context,
      until: Math.min(expiresAt, this.clock() + safetyMilliseconds),
    });
  }

  private evict(scopes: readonly AuthScope[]): void {
    if (scopes.includes('everyone')) {
      this.entries.clear();
      return;
    }
    const users = new Set<string>();
    const domains = new Set<string>();
    for (const scope of scopes) {
      if (scope === 'everyone') continue;
      if ('user' in scope) users.add(scope.user);
      else domains.add(scope.domain);
    }
    // A domain's name and status also sit in the session of a root user working in another one.
    for (const [signature, { context }] of this.entries)
      if (users.has(context.user.id) || context.identity.domains.some((d) => domains.has(d.id)))
        this.entries.delete(signature);
  }
}
