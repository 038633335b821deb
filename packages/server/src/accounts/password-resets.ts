import type { Kysely } from 'kysely';
import type { AuthService } from '../auth/auth-service';
import { checkPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { logActivity } from '../lib/activity';
import { AppError } from '../lib/app-error';
import { randomToken, sha256 } from '../lib/tokens';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../store/database';

const lifetimeMs = 3600_000;
const invalidResetToken = () =>
  new AppError(400, 'invalid_token', 'This link is not valid any more, please ask for a new one');

/**
 * Forgotten passwords: a random 256-bit token mailed as a link (origin from config, never the
 * request), kept as SHA-256, valid one hour, single use; a newer request voids the older ones.
 * @example await resets.request('ann@example.com'); await resets.setNew(token, 'a new long password')
 */
export class PasswordResets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly clock: () => number,
  ) {}

  /** Mails a link when the address belongs to an active user; does the same visible nothing otherwise. */
  async request(email: string): Promise<void> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'full_name'])
      .where('email', '=', email)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!user) return;
    const token = randomToken();
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await this.voidOpen(trx, user.id, now);
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: sha256(token),
          user_id: user.id,
          created_at: new Date(now),
          expires_at: new Date(now + lifetimeMs),
        })
        .execute();
    });
    const link = `${this.publicUrl}/forgot-password-set-new?token=${token}`;
    await this.mailer.send({
      to: email,
      subject: 'Reset your Cubus password',
      text: [
        `Hello ${user.full_name || user.username},`,
        '',
        'Someone asked to reset the password of your Cubus account. To choose a new one, open',
        link,
        '',
        'The link works once, for one hour. If you did not ask for it, ignore this email.',
      ].join('\n'),
    });
  }

  /** Sets the password and ends every session of the user; 400 `invalid_token` changes nothing. */
  async setNew(token: string, password: string): Promise<void> {
    const hash = sha256(token);
    const row = await this.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select([
        'users.id',
        'users.email',
        'users.username',
        'password_resets.used_at',
        'password_resets.expires_at',
      ])
      .where('password_resets.token_hash', '=', hash)
      .where('users.status', '=', 'active')
      .executeTakeFirst();
    const now = this.clock();
    if (!row || row.used_at || row.expires_at.getTime() <= now) throw invalidResetToken();
    await checkPassword(password, row);
    const passwordHash = await hashPassword(password);
    await this.auth.endSessions(row.id, 'password_reset', async (trx) => {
      // Taken conditionally: of two parallel uses of one link, exactly one succeeds.
      const taken = await trx
        .updateTable('password_resets')
        .set({ used_at: new Date(now) })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (taken.numUpdatedRows !== 1n) throw invalidResetToken();
      await this.voidOpen(trx, row.id, now);
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute();
    });
    const identity = await this.auth.identities.get(row.id);
    await logActivity(this.db, {
      domainId: identity?.domains[0]?.id ?? null,
      actorId: row.id,
      actor: row.username,
      action: 'password_reset',
    });
  }

  private async voidOpen(trx: Kysely<Database>, userId: string, now: number): Promise<void> {
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date(now) })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
