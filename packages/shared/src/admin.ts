import { z } from 'zod';
import { actions, objectKinds, roles } from './abilities';
import { apiRoute } from './api-route';

/** Roles an admin can give inside a domain; root is an install-wide flag, never granted here. */
export const domainRoles = ['admin', 'editor', 'viewer'] as const;
export type DomainRole = (typeof domainRoles)[number];

const id = z.string().uuid();

export const domainUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  status: z.enum(['active', 'blocked']),
  secondFactor: z.boolean(),
  joinedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type DomainUser = z.infer<typeof domainUserSchema>;

export const setRoleRequestSchema = z.strictObject({ userId: id, role: z.enum(domainRoles) });
export const setBlockedRequestSchema = z.strictObject({ userId: id, blocked: z.boolean() });
/** Reset second factor, remove from domain. */
export const userRequestSchema = z.strictObject({ userId: id });

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(domainRoles),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const createInviteRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(320).optional(),
  role: z.enum(domainRoles),
  expiresInDays: z.number().int().min(1).max(30),
});
/** The invite link is shown once: only its hash is kept. */
export const createInviteResponseSchema = z.object({ invite: inviteSchema, link: z.string() });
export const inviteRequestSchema = z.strictObject({ inviteId: id });

export const domainSettingsSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'suspended']),
  defaultLocale: z.string(),
  createdAt: z.string(),
});
export const updateDomainSettingsRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  defaultLocale: z.enum(['en', 'ru', 'de', 'fr', 'pt']).optional(),
});

/** Kinds and actions an admin may grant a role on top of its defaults (never domains, users or ACL). */
export const grantableKinds = objectKinds.filter(
  (kind) => !['domains', 'users', 'invites'].includes(kind),
) as Exclude<(typeof objectKinds)[number], 'domains' | 'users' | 'invites'>[];
export const grantableActions = actions.filter((action) => action !== 'manage') as Exclude<
  (typeof actions)[number],
  'manage'
>[];

/** POST /api/acl/matrix: roles × kinds × actions, with what is default and what was granted. */
export const aclMatrixResponseSchema = z.object({
  roles: z.array(z.enum(roles)),
  kinds: z.array(z.string()),
  actions: z.array(z.string()),
  cells: z.array(
    z.object({
      role: z.enum(roles),
      kind: z.string(),
      action: z.string(),
      source: z.enum(['role', 'grant']),
    }),
  ),
});
/** POST /api/acl/grant: replaces the extra actions of one role on one kind (admin only). */
export const aclGrantRequestSchema = z.strictObject({
  role: z.enum(['editor', 'viewer']),
  kind: z.string(),
  actions: z.array(z.string()).max(8),
});

const empty = z.object({});
const noBody = z.strictObject({}).optional();

/**
 * ADMIN MENU → Users, Invites and Domain settings of the caller's domain (the lists are the
 * `users` and `invites` kinds of /api/qry). A user change answers `{}`: the screen reloads its grid.
 */
export const adminRoutes = {
  setRole: apiRoute({
    path: '/api/admin/users/set-role',
    body: setRoleRequestSchema,
    answer: empty,
    ability: ['update', 'users'],
    errors: ['not_found', 'last_admin'],
  }),
  block: apiRoute({
    path: '/api/admin/users/block',
    body: setBlockedRequestSchema,
    answer: empty,
    ability: ['update', 'users'],
    errors: ['not_found', 'last_admin'],
  }),
  resetSecondFactor: apiRoute({
    path: '/api/admin/users/reset-second-factor',
    body: userRequestSchema,
    answer: empty,
    ability: ['update', 'users'],
    errors: ['not_found'],
  }),
  remove: apiRoute({
    path: '/api/admin/users/remove',
    body: userRequestSchema,
    answer: empty,
    ability: ['delete', 'users'],
    errors: ['not_found', 'last_admin'],
  }),
  createInvite: apiRoute({
    path: '/api/admin/invites/create',
    body: createInviteRequestSchema,
    answer: createInviteResponseSchema,
    ability: ['create', 'invites'],
  }),
  revokeInvite: apiRoute({
    path: '/api/admin/invites/revoke',
    body: inviteRequestSchema,
    answer: inviteSchema,
    ability: ['delete', 'invites'],
    errors: ['not_found'],
  }),
  domain: apiRoute({
    path: '/api/admin/domain',
    body: noBody,
    answer: domainSettingsSchema,
    ability: ['read', 'Admin'],
    errors: ['not_found'],
  }),
  updateDomain: apiRoute({
    path: '/api/admin/domain/update',
    body: updateDomainSettingsRequestSchema,
    answer: domainSettingsSchema,
    ability: ['manage', 'Admin'],
    errors: ['not_found', 'conflict'],
  }),
};

/** ADMIN MENU → Access control: the matrix (read) and one role's grants on one kind (admins). */
export const accessControlRoutes = {
  matrix: apiRoute({
    path: '/api/acl/matrix',
    body: noBody,
    answer: aclMatrixResponseSchema,
    ability: ['read', 'ACL'],
  }),
  grant: apiRoute({
    path: '/api/acl/grant',
    body: aclGrantRequestSchema,
    answer: aclMatrixResponseSchema,
    ability: ['manage', 'Admin'],
  }),
};
