import { profileSchema, updateProfileRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, caller } from '../../../plugins/auth';

/**
 * POST /api/account/profile {} → the caller's profile. POST /api/account/update-profile {fullName?,
 * locale?, skin?, avatar?} → the profile; an avatar whose bytes are not the image it claims is 400.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/profile',
    {
      onRequest: authenticate,
      schema: { body: z.strictObject({}).optional(), response: { 200: profileSchema } },
    },
    (request) => app.profiles.get(caller(request).user.id),
  );

  app.post(
    '/api/account/update-profile',
    {
      onRequest: authenticate,
      schema: { body: updateProfileRequestSchema, response: { 200: profileSchema } },
    },
    (request) => app.profiles.update(caller(request).user.id, request.body),
  );
};
