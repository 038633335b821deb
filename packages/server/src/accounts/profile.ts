import type { Profile } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Identities } from '../auth/identities';
import type { SecondFactor } from '../auth/second-factor';
import { AppError } from '../lib/app-error';
import type { Database } from '../store/database';

const maxAvatarBytes = 64 * 1024;

/** The first bytes each allowed image type starts with; the data: URL's own type must match. */
const magic: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** An avatar passed the shared schema's shape; here its decoded bytes must be the image it claims. */
export function checkAvatar(dataUrl: string): void {
  const [, type, base64] = dataUrl.match(/^data:image\/(png|jpeg|webp);base64,(.*)$/) ?? [];
  const bytes = Buffer.from(base64 ?? '', 'base64');
  const isImage = type !== undefined && magic[type]?.(bytes);
  if (!isImage || bytes.length > maxAvatarBytes)
    throw new AppError(
      400,
      'validation_failed',
      'The avatar must be a PNG, JPEG or WebP image of at most 64 KiB',
    );
}

/**
 * The signed-in user's own profile: name, language, skin and avatar, kept per user.
 * @example await profiles.update(userId, { locale: 'de', skin: 'dark' })
 */
export class Profiles {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly identities: Identities,
    private readonly secondFactor: SecondFactor,
  ) {}

  async get(userId: string): Promise<Profile> {
    const row = await this.db
      .selectFrom('users')
      .select(['username', 'email', 'full_name', 'locale', 'skin', 'avatar', 'totp_secret'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      username: row.username,
      email: row.email,
      fullName: row.full_name,
      locale: row.locale as Profile['locale'],
      skin: row.skin,
      avatar: row.avatar,
      secondFactor: row.totp_secret !== null,
      recoveryCodesLeft: row.totp_secret ? await this.secondFactor.recoveryCodesLeft(userId) : 0,
    };
  }

  async update(
    userId: string,
    changes: {
      fullName?: string;
      locale?: Profile['locale'];
      skin?: Profile['skin'];
      avatar?: string | null;
    },
  ): Promise<Profile> {
    if (changes.avatar) checkAvatar(changes.avatar);
    await this.db
      .updateTable('users')
      .set({
        ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
        ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
        ...(changes.skin !== undefined ? { skin: changes.skin } : {}),
        ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', userId)
      .execute();
    await this.identities.changed({ user: userId });
    return this.get(userId);
  }
}
