import { accountRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPassword } from '../../../auth/confirm-password';
import { checkPassword } from '../../../auth/password-policy';
import { hashPassword } from '../../../auth/passwords';
import { logActivity } from '../../../lib/activity';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * POST /api/changepassword {oldPassword, newPassword} → fresh {accessToken, refreshToken} for the
 * caller; every other session of the user ends. A wrong old password is 400 `wrong_password`
 * (throttled like a sign-in), a weak new one 400 `weak_password`.
 */
export const changePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, accountRoutes.changePassword, async (request) => {
    const context = caller(request);
    const { oldPassword, newPassword } = request.body;
    await confirmPassword(request, context.user.id, oldPassword);
    await checkPassword(newPassword, context.user);
    const passwordHash = await hashPassword(newPassword);
    const tokens = await app.auth.renewSession(context, 'password_change', async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', context.user.id)
        .execute();
    });
    await logActivity(app.db, {
      domainId: context.domain.id,
      actorId: context.user.id,
      actor: context.user.username,
      action: 'password_change',
    });
    return tokens;
  });
};
