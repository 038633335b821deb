import { createHash, randomBytes } from 'node:crypto';

/** SHA-256, hex: how random tokens (refresh, reset, invite, recovery) are stored. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A random 256-bit token for links and refresh, base64url.
 * @example const token = randomToken(); await store(sha256(token))
 */
export const randomToken = () => randomBytes(32).toString('base64url');
