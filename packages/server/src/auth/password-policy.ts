import { passwordPolicy, utf8Length } from '@cubus/shared';
import { AppError } from '../lib/app-error';

let common: Promise<Set<string>> | undefined;

/**
 * zxcvbn-ts's frequency-ranked list of leaked passwords (~49,000), shipped in the package, read at
 * the first password checked rather than at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return common;
}

/** How many common passwords are refused (the policy test checks it is at least 10,000). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}

/**
 * DESIGN §6: 10 characters to 256 bytes, not a common password, not the user's email, its local
 * part or the username (case-insensitively). Throws 400 `weak_password` with the reason in details.
 * @example await checkPassword('correct horse battery', { email: 'a@b.c', username: 'ann' })
 */
export async function checkPassword(
  password: string,
  user: { email: string; username: string },
): Promise<void> {
  const lower = password.toLowerCase();
  const own = [user.email, user.email.split('@')[0] ?? '', user.username].map((value) => value.toLowerCase());
  let reason: string | undefined;
  if (password.length < passwordPolicy.minLength) reason = 'too_short';
  else if (utf8Length(password) > passwordPolicy.maxBytes) reason = 'too_long';
  else if (own.includes(lower)) reason = 'personal';
  else if ((await commonPasswords()).has(lower)) reason = 'common';
  if (reason) throw new AppError(400, 'weak_password', 'This password is too weak', { reason });
}
