import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { verifyPassword } from './passwords';

/**
 * The caller's password confirms a sensitive change; a wrong one is 400 `wrong_password` and counts
 * toward the account's throttle like a failed sign-in. The caller is the route's (`caller(request)`).
 * @example await confirmPassword(request, context.user.id, request.body.oldPassword)
 */
export function confirmPassword(request: FastifyRequest, userId: string, password: string): Promise<void> {
  const { db, throttle } = request.server;
  return throttle.guard(throttle.keys('password', request.ip, userId), async () => {
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, password)))
      throw new AppError(400, 'wrong_password', 'The password is wrong');
  });
}
