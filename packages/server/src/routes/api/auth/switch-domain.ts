import { loginResponseSchema, switchDomainRequestSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/app-error';
import { authenticate, caller } from '../../../plugins/auth';

/**
 * POST /api/switch-domain {domainId} → tokens and session in that domain (a member's, active only;
 * anything else 404). The domain is remembered: the next sign-in starts there.
 */
export const switchDomainRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/switch-domain',
    {
      onRequest: authenticate,
      config: {
        docs: { access: 'signed-in', summary: 'Switch to another domain of the user', errors: ['not_found'] },
      },
      schema: { body: switchDomainRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const { identity } = caller(request);
      const domain = identity.domains.find((d) => d.id === request.body.domainId);
      if (!domain) throw notFound('No such domain');
      await app.db
        .updateTable('users')
        .set({ last_domain_id: domain.id })
        .where('id', '=', identity.user.id)
        .execute();
      await app.auth.identities.changed({ user: identity.user.id });
      return app.auth.signIn(identity, domain, 'domain_switch');
    },
  );
};
