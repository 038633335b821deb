import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/tokens';
import type { Database } from '../store/database';
import type { SecretBox } from './secret-box';

const issuer = 'Cubus';
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryCodeCount = 10;

const invalidCode = () => new AppError(400, 'invalid_code', 'The code is not valid');
const sealPurpose = (userId: string) => `totp:${userId}`;

/** `abcde-fghij`: 10 letters from 31 (≈ 50 bits); dashes, spaces and case do not matter when typed. */
function recoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * TOTP (RFC 6238: SHA-1, 30 s, 6 digits, ±1 step) with a 160-bit seed sealed at rest, the last
 * accepted time step stored so a code never works twice, and ten single-use recovery codes.
 * @example const { secret } = await secondFactor.setup(user); await secondFactor.enable(user.id, code)
 */
export class SecondFactor {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SecretBox,
    private readonly clock: () => number,
  ) {}

  /** A new pending seed; the second factor is enabled only once a first code confirms it. */
  async setup(user: { id: string; email: string; secondFactor: boolean }) {
    if (user.secondFactor)
      throw new AppError(409, 'second_factor_already_enabled', 'The second factor is already on');
    const secret = generateSecret({ length: 20 });
    await this.db
      .updateTable('users')
      .set({ totp_pending: this.box.seal(secret, sealPurpose(user.id)) })
      .where('id', '=', user.id)
      .execute();
    const otpauthUrl = generateURI({ issuer, label: user.email, secret });
    // Loaded at the first setup, not at start.
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauthUrl,
      qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Confirms the pending seed with a code; answers the recovery codes (shown once). */
  async enable(userId: string, code: string): Promise<string[]> {
    const row = await this.row(userId);
    if (row.totp_secret)
      throw new AppError(409, 'second_factor_already_enabled', 'The second factor is already on');
    if (!row.totp_pending) throw invalidCode();
    const secret = this.box.open(row.totp_pending, sealPurpose(userId));
    const step = await this.matchingStep(secret, code, null);
    if (step === undefined) throw invalidCode();
    const codes = Array.from({ length: recoveryCodeCount }, recoveryCode);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          totp_secret: row.totp_pending,
          totp_pending: null,
          totp_last_step: step,
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      await this.replaceCodes(trx, userId, codes);
    });
    return codes;
  }

  async disable(userId: string): Promise<void> {
    await this.requireEnabled(userId);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ totp_secret: null, totp_pending: null, totp_last_step: null, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    });
  }

  /** Ten new recovery codes; the old ones stop working. */
  async renewRecoveryCodes(userId: string): Promise<string[]> {
    await this.requireEnabled(userId);
    const codes = Array.from({ length: recoveryCodeCount }, recoveryCode);
    await this.db.transaction().execute((trx) => this.replaceCodes(trx, userId, codes));
    return codes;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Accepts a TOTP code of a time step later than the last accepted one, or an unused recovery code
   * (then used up); else 400 `invalid_code`. Conditional updates make two parallel uses of one code
   * end with exactly one success.
   */
  async check(userId: string, code: string): Promise<'totp' | 'recovery'> {
    const row = await this.row(userId);
    if (!row.totp_secret) throw invalidCode();
    if (/^\d{6}$/.test(code)) {
      const secret = this.box.open(row.totp_secret, sealPurpose(userId));
      const step = await this.matchingStep(secret, code, row.totp_last_step);
      if (step === undefined) throw invalidCode();
      const taken = await this.db
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      if (taken.numUpdatedRows !== 1n) throw invalidCode();
      return 'totp';
    }
    const used = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: new Date(this.clock()) })
      .where('user_id', '=', userId)
      .where('code_hash', '=', sha256(normalise(code)))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows !== 1n) throw invalidCode();
    return 'recovery';
  }

  private async matchingStep(
    secret: string,
    code: string,
    after: number | null,
  ): Promise<number | undefined> {
    if (!/^\d{6}$/.test(code)) return undefined;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.clock() / 1000),
      // ±30 s around now reaches exactly the previous and the next 30-second step.
      epochTolerance: 30,
      ...(after === null ? {} : { afterTimeStep: after }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  private async requireEnabled(userId: string): Promise<void> {
    if (!(await this.row(userId)).totp_secret)
      throw new AppError(409, 'second_factor_not_enabled', 'The second factor is off');
  }

  private row(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending', 'totp_last_step'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  private async replaceCodes(trx: Kysely<Database>, userId: string, codes: string[]): Promise<void> {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ code_hash: sha256(normalise(code)), user_id: userId })))
      .execute();
  }
}
