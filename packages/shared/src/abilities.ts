import { z } from 'zod';

/** Roles a user can hold in a domain; `root` also reaches every domain and the ROOT MENU. */
export const roles = ['root', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof roles)[number];

export const actions = ['manage', 'read', 'create', 'update', 'delete', 'run'] as const;
export type Action = (typeof actions)[number];

/** Object kinds as the routes name them, plus the subjects of the shell (Auth, ACL, Admin, Root). */
export const objectKinds = [
  'objects',
  'cubes',
  'datasources',
  'domains',
  'imports',
  'mounts',
  'procedures',
  'refs',
  'reports',
  'ribbon',
  'tables',
  'actions',
  'todo',
  'users',
  'invites',
  'views',
  'jobs',
] as const;
export type ObjectKind = (typeof objectKinds)[number];

export const subjects = [...objectKinds, 'Auth', 'ACL', 'Admin', 'Root', 'all'] as const;
export type Subject = (typeof subjects)[number];

/** One CASL rule as it travels in the session: `{action: 'read', subject: 'cubes'}`. */
export const ruleSchema = z.object({
  action: z.union([z.enum(actions), z.array(z.enum(actions))]),
  subject: z.union([z.enum(subjects), z.array(z.enum(subjects))]),
  inverted: z.boolean().optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

const buildKinds = [
  'cubes',
  'datasources',
  'imports',
  'mounts',
  'procedures',
  'refs',
  'reports',
  'tables',
  'actions',
] as const;

/**
 * The rules a role gets in its domain. The server computes them per session and enforces them;
 * the console only builds its ability from them to hide what is not allowed.
 * @example rulesForRole('viewer') // [{action: 'read', subject: 'Auth'}, {action: 'read', subject: [...]}, …]
 */
export function rulesForRole(role: Role): Rule[] {
  const auth: Rule = { action: 'read', subject: 'Auth' };
  switch (role) {
    case 'root':
      return [auth, { action: 'manage', subject: 'all' }];
    case 'admin':
      return [
        auth,
        {
          action: 'manage',
          subject: [...buildKinds, 'objects', 'todo', 'users', 'invites', 'views', 'jobs', 'Admin'],
        },
        { action: 'read', subject: ['ribbon', 'ACL'] },
      ];
    case 'editor':
      return [
        auth,
        { action: 'manage', subject: [...buildKinds, 'objects', 'todo', 'views', 'jobs'] },
        { action: 'read', subject: ['ribbon', 'users'] },
      ];
    case 'viewer':
      return [
        auth,
        { action: 'read', subject: [...buildKinds, 'objects', 'ribbon', 'todo', 'views', 'jobs'] },
        { action: 'run', subject: 'reports' },
      ];
  }
}
