import { randomUUID } from 'node:crypto';
import type { LoginResponse, RegistrationMode } from '@cubus/shared';
import { type Kysely, sql } from 'kysely';
import { type Invites, invalidInvite, type UsableInvite } from '../admin/invites';
import type { AuthService } from '../auth/auth-service';
import { checkPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { logActivity, transactionWithActivity } from '../lib/activity';
import { AppError } from '../lib/app-error';
import type { Database } from '../store/database';

export interface Registrant {
  email: string;
  username: string;
  password: string;
  fullName?: string | undefined;
  invite?: string | undefined;
}

const emailTaken = () => new AppError(409, 'email_taken', 'This email is already registered');
const usernameTaken = () => new AppError(409, 'username_taken', 'This username is already taken');

/** PostgreSQL's unique violation, from pg or PGlite, named by the index it hit. */
function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? e.message ?? '';
}

/**
 * Registration by `CUBUS_REGISTRATION`: `open` gives the new user a domain of their own as its admin,
 * `invite` requires an invite (its domain, its role), `closed` refuses. An invite also works in `open`.
 * @example const answer = await registration.register({ email, username, password, invite })
 */
export class Registration {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly invites: Invites,
    readonly mode: RegistrationMode,
  ) {}

  /** What the register page may offer; an invalid invite is 400 `invalid_invite`. */
  async options(token?: string) {
    if (!token || this.mode === 'closed') return { mode: this.mode };
    const invite = await this.invites.find(token);
    return {
      mode: this.mode,
      invite: {
        domain: invite.domainName,
        role: invite.role,
        email: invite.email,
        expiresAt: invite.expires_at.toISOString(),
      },
    };
  }

  async register(input: Registrant): Promise<LoginResponse> {
    if (this.mode === 'closed') throw new AppError(403, 'registration_closed', 'Registration is closed');
    if (this.mode === 'invite' && !input.invite) throw invalidInvite('Registration needs an invite');
    const invite = input.invite ? await this.invites.find(input.invite) : undefined;
    if (invite?.email && invite.email !== input.email)
      throw invalidInvite('This invite is for another email address');
    await checkPassword(input.password, input);
    await this.ensureFree(input);
    const passwordHash = await hashPassword(input.password);
    const userId = randomUUID();
    let domainId: string;
    try {
      domainId = await transactionWithActivity(this.db, async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id: userId,
            username: input.username,
            email: input.email,
            full_name: input.fullName ?? '',
            locale: invite ? await this.domainLocale(trx, invite.domain_id) : 'en',
            status: 'active',
            password_hash: passwordHash,
          })
          .execute();
        if (invite) await this.invites.use(trx, invite, userId);
        return invite ? this.join(trx, invite, userId, input.username) : this.ownDomain(trx, input, userId);
      });
    } catch (error) {
      const index = uniqueViolation(error);
      if (index?.includes('users_email_key')) throw emailTaken();
      if (index?.includes('users_username_key')) throw usernameTaken();
      if (index !== undefined) throw new AppError(409, 'conflict', 'Please try again');
      throw error;
    }
    // Root reaches every domain: a new one is in its identity.
    if (!invite) await this.auth.identities.changed('everyone');
    const identity = await this.auth.identities.get(userId);
    const domain = identity?.domains.find((d) => d.id === domainId);
    if (!identity || !domain) throw new AppError(500, 'internal_error', 'registered user has no domain');
    return this.auth.signIn(identity, domain, 'register', invite ? { invite: invite.id } : undefined);
  }

  private async ensureFree(input: Registrant): Promise<void> {
    const taken = await this.db
      .selectFrom('users')
      .select(['email', 'username'])
      .where((eb) =>
        eb.or([
          eb('email', '=', input.email),
          eb(sql<string>`lower(username)`, '=', input.username.toLowerCase()),
        ]),
      )
      .execute();
    if (taken.some((row) => row.email === input.email)) throw emailTaken();
    if (taken.length > 0) throw usernameTaken();
  }

  private async domainLocale(trx: Kysely<Database>, domainId: string): Promise<string> {
    const row = await trx
      .selectFrom('domains')
      .select('default_locale')
      .where('id', '=', domainId)
      .executeTakeFirst();
    return row?.default_locale ?? 'en';
  }

  private async join(
    trx: Kysely<Database>,
    invite: UsableInvite,
    userId: string,
    username: string,
  ): Promise<string> {
    await trx
      .insertInto('memberships')
      .values({ user_id: userId, domain_id: invite.domain_id, role: invite.role })
      .execute();
    await logActivity(trx, {
      domainId: invite.domain_id,
      actorId: userId,
      actor: username,
      action: 'invite_use',
      details: { role: invite.role },
    });
    return invite.domain_id;
  }

  /** A domain named after the user ("Ann Lee", else the username), numbered when the name is taken. */
  private async ownDomain(trx: Kysely<Database>, input: Registrant, userId: string): Promise<string> {
    const base = (input.fullName?.trim() || input.username).slice(0, 90);
    const rows = await trx
      .selectFrom('domains')
      .select('name')
      .where(sql<string>`lower(name)`, 'like', `${base.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
      .execute();
    const taken = new Set(rows.map((row) => row.name.toLowerCase()));
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} ${n}`;
    const domainId = randomUUID();
    await trx.insertInto('domains').values({ id: domainId, name, status: 'active' }).execute();
    await trx
      .insertInto('memberships')
      .values({ user_id: userId, domain_id: domainId, role: 'admin' })
      .execute();
    await logActivity(trx, {
      domainId,
      actorId: userId,
      actor: input.username,
      action: 'domain_create',
      object: domainId,
      details: { name, by: 'registration' },
    });
    return domainId;
  }
}
