import {
  passwordConfirmRequestSchema,
  type RibbonAction,
  recoveryCodesResponseSchema,
  secondFactorDisableResponseSchema,
  secondFactorEnableRequestSchema,
  secondFactorEnableResponseSchema,
  secondFactorSetupResponseSchema,
} from '@cubus/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPassword } from '../../../auth/confirm-password';
import { logActivity } from '../../../lib/activity';
import { authenticate, caller } from '../../../plugins/auth';

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

  app.post(
    '/api/account/second-factor/setup',
    {
      onRequest: authenticate,
      schema: { body: z.strictObject({}).optional(), response: { 200: secondFactorSetupResponseSchema } },
    },
    (request) => secondFactor.setup(caller(request).user),
  );

  app.post(
    '/api/account/second-factor/enable',
    {
      onRequest: authenticate,
      schema: { body: secondFactorEnableRequestSchema, response: { 200: secondFactorEnableResponseSchema } },
    },
    async (request) => {
      const context = caller(request);
      await confirmPassword(request, context.user.id, request.body.password);
      const keys = app.throttle.keys('second-factor', request.ip, context.user.id);
      const recoveryCodes = await app.throttle.guard(keys, () =>
        secondFactor.enable(context.user.id, request.body.code),
      );
      const tokens = await app.auth.renewSession(context, 'second_factor_enable');
      await log(request, 'second_factor_enable');
      return { recoveryCodes, ...tokens };
    },
  );

  app.post(
    '/api/account/second-factor/disable',
    {
      onRequest: authenticate,
      schema: { body: passwordConfirmRequestSchema, response: { 200: secondFactorDisableResponseSchema } },
    },
    async (request) => {
      const context = caller(request);
      await confirmPassword(request, context.user.id, request.body.password);
      await secondFactor.disable(context.user.id);
      const tokens = await app.auth.renewSession(context, 'second_factor_disable');
      await log(request, 'second_factor_disable');
      return tokens;
    },
  );

  app.post(
    '/api/account/second-factor/recovery-codes',
    {
      onRequest: authenticate,
      schema: { body: passwordConfirmRequestSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request) => {
      const { user } = caller(request);
      await confirmPassword(request, user.id, request.body.password);
      const recoveryCodes = await secondFactor.renewRecoveryCodes(user.id);
      await log(request, 'recovery_codes_renew');
      return { recoveryCodes };
    },
  );
};
