import { templateDemoRoutePaths } from '@cubus/shared/template-demo';
import { generatePath } from 'react-router';

/** Every named route of the console (SPEC §2) with its path; menus and redirects go through names. */
export const routePaths = {
  'dashboard-cubus': '/dashboard/cubus',
  'cubus-objects': '/cubus/objects',
  'cubus-object': '/cubus/object/:objectid',
  'cubus-domains': '/cubus/domains',
  'cubus-datasources': '/cubus/datasources',
  'cubus-actions': '/cubus/actions',
  'cubus-ribbon': '/cubus/ribbon',
  'cubus-refs': '/cubus/refs',
  'cubus-tables': '/cubus/tables',
  'cubus-cubes': '/cubus/cubes',
  'cubus-imports': '/cubus/imports',
  'cubus-reports': '/cubus/reports',
  'cubus-procedures': '/cubus/procedures',
  'cubus-mounts': '/cubus/mounts',
  'cubus-recordpage': '/cubus/recordpage/:object/:record',
  'cubus-todo': '/cubus/todo',
  'cubus-todo-filter': '/cubus/todo/:filter',
  'cubus-todo-tag': '/cubus/todo/tag/:tag',
  'access-control': '/access-control',
  'pages-account-setting': '/pages/account-setting',
  'admin-users': '/admin/users',
  'admin-invites': '/admin/invites',
  'admin-domain-settings': '/admin/domain-settings',
  'root-users': '/root/users',
  'root-system-status': '/root/system-status',
  'auth-login': '/login',
  'auth-register': '/register',
  'auth-forgot-password': '/forgot-password',
  'auth-forgot-password-set-new': '/forgot-password-set-new',
  'error-404': '/error-404',
  'not-authorized': '/pages/miscellaneous/not-authorized',
  // The template demo area's (DESIGN §7); its routes are mounted only while it is on.
  ...templateDemoRoutePaths,
} as const;

export type RouteName = keyof typeof routePaths;

/** Routes that need no sign-in and send a signed-in user away (SPEC §2). */
export const publicAuthRoutes = [
  'auth-login',
  'auth-register',
  'auth-forgot-password',
  'auth-forgot-password-set-new',
] as const satisfies readonly RouteName[];

/**
 * The path of a named route.
 * @example pathFor('cubus-todo-tag', { tag: 'team' }) // '/cubus/todo/tag/team'
 */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(routePaths[name], params);
}

/** The login path that brings the user back to `wanted` after signing in. */
export function loginPathFor(wanted?: string): string {
  const login = routePaths['auth-login'];
  return wanted && wanted !== '/' ? `${login}?redirect=${encodeURIComponent(wanted)}` : login;
}

/** A redirect target from the query string, only when it stays on this site. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}
