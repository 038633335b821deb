import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('generates distinct strong passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{18}$/);
  });

  it('hashes at the policy and verifies', async () => {
    const stored = await hashPassword('a long enough password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(stored, 'a long enough password')).toBe(true);
    expect(await verifyPassword(stored, 'another password')).toBe(false);
  });

  it('wants weaker or foreign hashes rehashed and never throws on junk', async () => {
    expect(needsRehash(await hash('x', { memoryCost: 8192, timeCost: 3, parallelism: 1 }))).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
