import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { caller } from '../plugins/auth';
import { verifyPassword } from './passwords';

/**
 * The caller's password confirms a sensitive change; a wrong one is 400 `wrong_password` and counts
 * toward the account's throttle like a failed sign-in.
 * @example await confirmPassword(request, request.body.oldPassword)
 */
export function confirmPassword(request: FastifyRequest, password: string): Promise<void> {
  const { user } = caller(request);
  const { db, throttle } = request.server;
  return throttle.guard(throttle.keys('password', request.ip, user.id), async () => {
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, password)))
      throw new AppError(400, 'wrong_password', 'The password is wrong');
  });
}
