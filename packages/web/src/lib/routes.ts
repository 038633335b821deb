import { type TemplateDemoRouteName, templateDemoRoutePaths } from '@cubus/shared/template-demo';
import { generatePath } from 'react-router';

/**
 * The console's named routes (SPEC §2), name → path. Each feature's manifest adds its names here by
 * declaration merging (as `features/tables/tables-manifest.ts` does) and its paths through
 * `addRoutePaths` from the app's list of features; menus and redirects go through names.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the features' manifests fill it by declaration merging.
export interface FeatureRouteNames {}

export type RouteName = keyof FeatureRouteNames | TemplateDemoRouteName;

// The template demo area's (DESIGN §7) are known from the start; its routes are mounted only while it is on.
const paths = new Map<RouteName, string>(Object.entries(templateDemoRoutePaths) as [RouteName, string][]);

/** Adds routes of a feature; a name given twice is a mistake in the list of features. */
export function addRoutePaths(named: Readonly<Record<string, string>>): void {
  for (const [name, path] of Object.entries(named)) {
    if (paths.has(name as RouteName)) throw new Error(`route ${name} is named twice`);
    paths.set(name as RouteName, path);
  }
}

/** The path pattern of a named route (`/cubus/todo/tag/:tag`). */
export function routePath(name: RouteName): string {
  const path = paths.get(name);
  if (path === undefined) throw new Error(`route ${name} is in no feature's manifest`);
  return path;
}

/**
 * The path of a named route.
 * @example pathFor('cubus-todo-tag', { tag: 'team' }) // '/cubus/todo/tag/team'
 */
export function pathFor(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(routePath(name), params);
}

/** The login path that brings the user back to `wanted` after signing in. */
export function loginPathFor(wanted?: string): string {
  const login = routePath('auth-login');
  return wanted && wanted !== '/' ? `${login}?redirect=${encodeURIComponent(wanted)}` : login;
}

/** A redirect target from the query string, only when it stays on this site. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}
