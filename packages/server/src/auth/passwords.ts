import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum (DESIGN §6): 19 MiB, two passes, one lane. */
export const argon2Policy = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// A const enum in the bindings' types: isolatedModules forbids reading it, so its value is spelled out.
const argon2id = 2 as Algorithm.Argon2id;

/**
 * Hashes a password with argon2id at the current policy.
 * @example const stored = await hashPassword('correct horse battery')
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id, ...argon2Policy });
}

/** True when the stored hash is weaker than (or other than) the current policy. */
export function needsRehash(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== argon2id ||
      options.memoryCost < argon2Policy.memoryCost ||
      options.timeCost < argon2Policy.timeCost ||
      options.parallelism !== argon2Policy.parallelism
    );
  } catch {
    return true;
  }
}

/** Never throws on a malformed hash: that is a failed sign-in, not a 500. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Made at start (not waited for), so that even the first unknown account costs one verify, not a
 * hash and a verify.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/** Spends the time of a real verify, so an unknown account answers as slowly as a known one. */
export async function dummyVerify(password: string): Promise<void> {
  await verifyPassword(await prepareDummyHash(), password);
}

/**
 * A strong generated password: 18 characters from a 57-letter alphabet without look-alikes (~105 bits).
 * @example generatePassword() // 'kP7wQz3mRbT9xYc2Hn'
 */
export function generatePassword(length = 18): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const out: string[] = [];
  // Rejection sampling keeps every letter equally likely.
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 256 - (256 % alphabet.length) && out.length < length)
        out.push(alphabet[byte % alphabet.length] ?? '');
    }
  }
  return out.join('');
}
