import { accountRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, serveRoute } from '../../../plugins/auth';

/**
 * POST /api/account/profile {} → the caller's profile. POST /api/account/update-profile {fullName?,
 * locale?, skin?, avatar?} → the profile; an avatar whose bytes are not the image it claims is 400.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, accountRoutes.profile, (request) => app.profiles.get(caller(request).user.id));

  serveRoute(app, accountRoutes.updateProfile, (request) =>
    app.profiles.update(caller(request).user.id, request.body),
  );
};
