import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';

/**
 * AES-256-GCM for small secrets at rest: `v1.<iv>.<tag>.<ciphertext>`, base64url. The purpose is
 * bound as associated data, so a sealed value cannot be moved to another column or user.
 * @example const box = new SecretBox(key); box.open(box.seal('JBSW…', userId), userId) // 'JBSW…'
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string, purpose: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [version, iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was tampered with, sealed for another purpose or with another key. */
  open(sealed: string, purpose: string): string {
    const [tag, iv, auth, data] = sealed.split('.');
    if (tag !== version || !iv || !auth || data === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(auth, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
