import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PasswordResets } from '../accounts/password-resets';
import { Profiles } from '../accounts/profile';
import { Registration } from '../accounts/registration';
import { DomainSettings } from '../admin/domain-settings';
import { DomainUsers } from '../admin/domain-users';
import { Invites } from '../admin/invites';
import type { Config } from '../config';
import { DomainsService } from '../domains/domains-service';

declare module 'fastify' {
  interface FastifyInstance {
    registration: Registration;
    passwordResets: PasswordResets;
    profiles: Profiles;
    invites: Invites;
    domainUsers: DomainUsers;
    domainSettings: DomainSettings;
    domains: DomainsService;
  }
}

async function accountsPlugin(app: FastifyInstance, options: { config: Config; clock?: () => number }) {
  const { config } = options;
  const clock = options.clock ?? Date.now;
  const { auth } = app;
  const invites = new Invites(app.db, config.publicUrl, clock);
  app.decorate('invites', invites);
  app.decorate('registration', new Registration(app.db, auth, invites, config.registration));
  app.decorate('passwordResets', new PasswordResets(app.db, auth, app.mailer, config.publicUrl, clock));
  app.decorate('profiles', new Profiles(app.db, auth.identities, auth.secondFactor));
  app.decorate('domainUsers', new DomainUsers(app.db, auth));
  app.decorate('domainSettings', new DomainSettings(app.db, auth.identities));
  app.decorate('domains', new DomainsService(app.db, auth.identities, app.warehouse, app.files));
}

/** Registration, password resets, profiles, invites, domain users and settings, and root's domains. */
export const accounts = fp(accountsPlugin, {
  name: 'accounts',
  dependencies: ['metadata-store', 'warehouse', 'files', 'auth', 'mailer'],
});
