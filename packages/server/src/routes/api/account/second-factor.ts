import { accountRoutes, type RibbonAction } from '@cubus/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPassword } from '../../../auth/confirm-password';
import { logActivity } from '../../../lib/activity';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * The account page's second factor. setup {} → {secret, otpauthUrl, qrDataUrl} (pending);
 * enable {code, password} → {recoveryCodes, accessToken, refreshToken}; disable {password} → {accessToken,
 * refreshToken}; recovery-codes {password} → {recoveryCodes}. Enabling and disabling end every other
 * session; the caller continues with the fresh tokens.
 */
export const accountSecondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secondFactor } = app.auth;

  const log = (request: FastifyRequest, action: RibbonAction) => {
    const { user, domain } = caller(request);
    return logActivity(app.db, { domainId: domain.id, actorId: user.id, actor: user.username, action });
  };

  serveRoute(app, accountRoutes.secondFactorSetup, (request) => secondFactor.setup(caller(request).user));

  serveRoute(app, accountRoutes.enableSecondFactor, async (request) => {
    const context = caller(request);
    await confirmPassword(request, context.user.id, request.body.password);
    const keys = app.throttle.keys('second-factor', request.ip, context.user.id);
    const recoveryCodes = await app.throttle.guard(keys, () =>
      secondFactor.enable(context.user.id, request.body.code),
    );
    const tokens = await app.auth.renewSession(context, 'second_factor_enable');
    await log(request, 'second_factor_enable');
    return { recoveryCodes, ...tokens };
  });

  serveRoute(app, accountRoutes.disableSecondFactor, async (request) => {
    const context = caller(request);
    await confirmPassword(request, context.user.id, request.body.password);
    await secondFactor.disable(context.user.id);
    const tokens = await app.auth.renewSession(context, 'second_factor_disable');
    await log(request, 'second_factor_disable');
    return tokens;
  });

  serveRoute(app, accountRoutes.renewRecoveryCodes, async (request) => {
    const { user } = caller(request);
    await confirmPassword(request, user.id, request.body.password);
    const recoveryCodes = await secondFactor.renewRecoveryCodes(user.id);
    await log(request, 'recovery_codes_renew');
    return { recoveryCodes };
  });
};
