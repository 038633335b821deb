import type { FastifyInstance } from 'fastify';
import { generatePassword, hashPassword } from '../auth/passwords';
import { logActivity } from '../lib/activity';
import { notFound } from '../lib/app-error';

/**
 * `cubus reset-password <user>`: a new random password for the user (by username or email), every
 * session of theirs ended on every node, and a line in the activity log. The password is answered
 * once, for the operator to hand over; it is stored only as its hash.
 * @example const { password } = await resetPassword(app, 'anna')
 */
export async function resetPassword(
  app: FastifyInstance,
  login: string,
): Promise<{ username: string; password: string }> {
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login.toLowerCase())]))
    .executeTakeFirst();
  if (!user) throw notFound(`No user with the login or email "${login}"`);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await app.auth.endSessions(user.id, 'password_reset', async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
  });
  await logActivity(app.db, {
    domainId: null,
    actorId: null,
    actor: 'operator',
    action: 'password_reset',
    object: user.username,
  });
  return { username: user.username, password };
}
