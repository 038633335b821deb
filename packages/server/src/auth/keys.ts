import { hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Keys derived from the one server secret, each for one purpose. */
export interface ServerKeys {
  /** HS256 key for access JWTs. */
  access: Uint8Array;
  /** HMAC key that derives a refresh token's successor from the token. */
  refreshSuccessor: Buffer;
}

async function readOrCreateSecret(dataDir: string, name: string): Promise<Buffer> {
  const file = path.join(dataDir, name);
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32);
  // 'wx' fails if another process created it meanwhile; then its key wins.
  try {
    await writeFile(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  }
}

/**
 * The secret from config (≥ 32 bytes) or one generated once into `dataDir/jwt.key` (mode 600); never a default.
 * @example const keys = await loadKeys({ dataDir: './data', jwtSecret: undefined })
 */
export async function loadKeys(options: {
  dataDir: string;
  jwtSecret: string | undefined;
}): Promise<ServerKeys> {
  const secret = options.jwtSecret
    ? Buffer.from(options.jwtSecret, 'utf8')
    : await readOrCreateSecret(options.dataDir, 'jwt.key');
  if (secret.length < 32) throw new Error('CUBUS_JWT_SECRET must be at least 32 bytes (256 bits)');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
  return { access: derive('cubus access jwt'), refreshSuccessor: derive('cubus refresh successor') };
}

/**
 * The AES-256 key that seals secrets at rest: from config (≥ 32 bytes), else generated once into
 * `dataDir/secret.key` (mode 600). Separate from the JWT secret, so rotating that one keeps TOTP seeds.
 * @example const key = await loadSealKey({ dataDir: './data', encryptionKey: undefined })
 */
export async function loadSealKey(options: {
  dataDir: string;
  encryptionKey: string | undefined;
}): Promise<Buffer> {
  const secret = options.encryptionKey
    ? Buffer.from(options.encryptionKey, 'utf8')
    : await readOrCreateSecret(options.dataDir, 'secret.key');
  if (secret.length < 32) throw new Error('CUBUS_ENCRYPTION_KEY must be at least 32 bytes (256 bits)');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'cubus seal', 32));
}
