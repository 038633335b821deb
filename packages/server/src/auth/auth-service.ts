import type { LoginResponse, RibbonAction, Role, Rule, Session, SignInAnswer, Tokens } from '@cubus/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { logActivity } from '../lib/activity';
import { invalidCredentials, invalidTicket, invalidToken } from '../lib/app-error';
import { sha256 } from '../lib/tokens';
import type { Database } from '../store/database';
import type { AccessTokens } from './access-tokens';
import type { AuthChanges } from './auth-changes';
import type { AppAbility, AuthContext } from './auth-context';
import { buildSession, defaultDomain, type Identities, type Identity } from './identities';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { RefreshFamily, RefreshTokens } from './refresh-tokens';
import type { SecondFactor } from './second-factor';
import type { VerifiedSessions } from './verified-sessions';

type Domain = Identity['domains'][number];

/**
 * The rules of a role in a domain, the domain's grants applied (acl/acl-service.ts keeps them):
 * declared here so that auth does not import acl, which builds on auth's abilities.
 */
export interface DomainRules {
  rules(domainId: string, role: Role): Promise<Rule[]>;
  entry(domainId: string, role: Role): Promise<{ rules: Rule[]; ability: AppAbility }>;
}

/**
 * Sign-in (with the second factor), token checks, refresh, logout and ending a user's sessions.
 * @example const answer = await auth.login('admin', password) // tokens and session, or a ticket
 */
export class AuthService<Acl extends DomainRules = DomainRules> {
  constructor(
    private readonly db: Kysely<Database>,
    readonly accessTokens: AccessTokens,
    readonly refreshTokens: RefreshTokens,
    readonly identities: Identities,
    readonly acl: Acl,
    readonly secondFactor: SecondFactor,
    readonly changes: AuthChanges,
    private readonly sessions: VerifiedSessions,
  ) {}

  /**
   * Any failure is the same 401 `invalid_credentials`, answered after the same argon2 work. A user
   * with a second factor gets a ticket for `/api/second-factor` instead of tokens.
   */
  async login(login: string, password: string): Promise<SignInAnswer> {
    const user = await this.findByLogin(login);
    if (!user) {
      await dummyVerify(password);
      await this.failed(login, null);
      throw invalidCredentials();
    }
    const valid = await verifyPassword(user.password_hash, password);
    this.identities.evict(user.id);
    const identity = await this.identities.get(user.id);
    const domain = identity && defaultDomain(identity);
    if (!valid || user.status !== 'active' || !identity || !domain) {
      await this.failed(login, user.id, domain?.id ?? null);
      throw invalidCredentials();
    }
    if (needsRehash(user.password_hash)) {
      const rehashed = await hashPassword(password);
      await this.db.updateTable('users').set({ password_hash: rehashed }).where('id', '=', user.id).execute();
    }
    if (identity.user.secondFactor) {
      const claims = { sub: user.id, dom: domain.id, ver: identity.user.token_version };
      return { secondFactor: true, ticket: await this.accessTokens.signTicket(claims) };
    }
    return this.signIn(identity, domain, 'login');
  }

  /**
   * What the sign-in throttle counts a login under: the account's id whether it was named by
   * username or by email (so switching between them gives no second allowance), else the text.
   */
  async throttleAccount(login: string): Promise<string> {
    const user = await this.findByLogin(login);
    return user ? user.id : `?${login.trim().toLowerCase()}`;
  }

  private findByLogin(login: string) {
    const name = login.trim().toLowerCase();
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'password_hash', 'status'])
      .where((eb) => eb.or([eb('email', '=', name), eb(sql<string>`lower(username)`, '=', name)]))
      .executeTakeFirst();
  }

  /**
   * The second step of a login: the ticket's user, still in its domain, with a TOTP or recovery
   * code. A ticket signs in once: its first success spends it (on every node: the store keeps it).
   */
  async completeSecondFactor(ticket: string, code: string): Promise<LoginResponse> {
    const claims = await this.accessTokens.verifyTicket(ticket);
    const identity = await this.identities.get(claims.sub);
    const domain = identity?.domains.find((d) => d.id === claims.dom);
    const ticketHash = sha256(ticket);
    if (
      !identity ||
      !domain ||
      identity.user.status !== 'active' ||
      identity.user.token_version !== claims.ver ||
      (await this.ticketSpent(ticketHash))
    )
      throw invalidTicket();
    try {
      const kind = await this.secondFactor.check(identity.user.id, code);
      await this.spendTicket(ticketHash, claims.exp);
      return await this.signIn(identity, domain, 'login', { secondFactor: kind });
    } catch (error) {
      await this.failed(identity.user.username, identity.user.id, domain.id, 'second factor');
      throw error;
    }
  }

  private async ticketSpent(ticketHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('spent_tickets')
      .select('ticket_hash')
      .where('ticket_hash', '=', ticketHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks a ticket spent; two successes at once: the second finds it taken and is refused. */
  private async spendTicket(ticketHash: string, expiresAtSeconds: number): Promise<void> {
    await this.db.deleteFrom('spent_tickets').where('expires_at', '<', new Date()).execute();
    const spent = await this.db
      .insertInto('spent_tickets')
      .values({ ticket_hash: ticketHash, expires_at: new Date(expiresAtSeconds * 1000) })
      .onConflict((oc) => oc.column('ticket_hash').doNothing())
      .returning('ticket_hash')
      .executeTakeFirst();
    if (!spent) throw invalidTicket();
  }

  /** Starts a session (a new refresh family) in the domain and answers tokens and session. */
  async signIn(
    identity: Identity,
    domain: Domain,
    action: RibbonAction,
    details?: Record<string, unknown>,
  ): Promise<LoginResponse> {
    const tokens = await this.startSession(identity, domain);
    await this.db
      .updateTable('users')
      .set({ last_sign_in_at: new Date() })
      .where('id', '=', identity.user.id)
      .execute();
    await logActivity(this.db, {
      domainId: domain.id,
      actorId: identity.user.id,
      actor: identity.user.username,
      action,
      ...(details ? { details } : {}),
    });
    const rules = await this.acl.rules(domain.id, domain.role);
    return { ...tokens, session: buildSession(identity, domain, rules) };
  }

  /**
   * The context kept for a token verified here before, when no change can be pending (`isFresh`);
   * else `undefined`, and `authenticate` decides. Synchronous: the hot path of polled calls.
   */
  keptContext(token: string): AuthContext | undefined {
    return this.changes.isFresh() ? this.sessions.get(token) : undefined;
  }

  /**
   * Verifies an access token against the user's current state; throws 401 `invalid_token`. The
   * context is kept per token until it expires or a change to its user, domain or grants.
   */
  async authenticate(token: string): Promise<AuthContext> {
    const known = this.keptContext(token);
    if (known) return known;
    await this.changes.fresh();
    const kept = this.sessions.get(token);
    if (kept) return kept;
    const claims = await this.accessTokens.verify(token);
    const context = await this.contextFor(claims.sub, claims.dom, claims.ver);
    this.sessions.set(token, context, claims.exp * 1000);
    return context;
  }

  /**
   * The caller's context as a token with these claims would give it, or 401 when the user, the
   * membership or the token version no longer holds (event tickets re-check through here).
   */
  async contextFor(userId: string, domainId: string, tokenVersion: number): Promise<AuthContext> {
    await this.changes.fresh();
    const identity = await this.identities.get(userId);
    const domain = identity?.domains.find((d) => d.id === domainId);
    if (
      !identity ||
      !domain ||
      identity.user.status !== 'active' ||
      identity.user.token_version !== tokenVersion
    ) {
      throw invalidToken();
    }
    const { ability, rules } = await this.acl.entry(domain.id, domain.role);
    return { user: identity.user, domain, role: domain.role, ability, rules, identity };
  }

  session(context: AuthContext): Session {
    return buildSession(context.identity, context.domain, context.rules);
  }

  /** Rotates a refresh token; the user must still be active and a member of the family's domain. */
  async refresh(token: string): Promise<Tokens> {
    let identity: Identity | undefined;
    const accept = async (family: RefreshFamily) => {
      identity = await this.identities.get(family.userId);
      return identity?.user.status === 'active' && identity.domains.some((d) => d.id === family.domainId);
    };
    const next = await this.refreshTokens.rotate(token, accept);
    const ver = identity?.user.token_version ?? 0;
    const accessToken = await this.accessTokens.sign({ sub: next.userId, dom: next.domainId, ver });
    return { accessToken, refreshToken: next.token };
  }

  /** Ends every session of the user: all refresh families revoked, every access token outdated. */
  async logout(context: { userId: string; domainId: string; actor: string }): Promise<void> {
    await this.endSessions(context.userId, 'logout');
    await logActivity(this.db, {
      domainId: context.domainId,
      actorId: context.userId,
      actor: context.actor,
      action: 'logout',
    });
  }

  /**
   * Revokes every refresh family of the user and bumps the token version (DESIGN §6: logout,
   * password change or reset, second-factor change). `work` runs in the same transaction.
   */
  async endSessions(
    userId: string,
    reason: string,
    work?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await work?.(trx);
      await this.refreshTokens.revokeAll(userId, reason, trx);
      await trx
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: new Date() }))
        .where('id', '=', userId)
        .execute();
      await this.changes.record([{ user: userId }], trx);
    });
    this.changes.evict([{ user: userId }]);
  }

  /** As `endSessions`, then fresh tokens for the caller's current session, which goes on. */
  async renewSession(
    context: AuthContext,
    reason: string,
    work?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<Tokens> {
    await this.endSessions(context.user.id, reason, work);
    const identity = await this.identities.get(context.user.id);
    const domain = identity?.domains.find((d) => d.id === context.domain.id);
    if (!identity || !domain) throw invalidToken();
    return this.startSession(identity, domain);
  }

  private async startSession(identity: Identity, domain: Domain): Promise<Tokens> {
    const { user } = identity;
    const refreshToken = await this.refreshTokens.issue({ userId: user.id, domainId: domain.id });
    const accessToken = await this.accessTokens.sign({
      sub: user.id,
      dom: domain.id,
      ver: user.token_version,
    });
    return { accessToken, refreshToken };
  }

  private failed(login: string, userId: string | null, domainId: string | null = null, step?: string) {
    return logActivity(this.db, {
      domainId,
      actorId: userId,
      actor: login,
      action: 'login_failed',
      ...(step ? { details: { step } } : {}),
    });
  }
}
