import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getToken } from '../lib/auth-tokens';
import { loginPathFor } from '../lib/routes';
import { checkSession } from '../lib/session-check';
import { features } from './features';

// SPEC §4: the routes a feature marks public (sign-in, registration, password reset).
const publicPaths: readonly string[] = features.flatMap((feature) =>
  Object.values(feature.routes)
    .filter((route) => route.public)
    .map((route) => route.path),
);

export function isPublicPath(pathname: string): boolean {
  return publicPaths.includes(pathname.replace(/\/+$/, '') || '/');
}

export type GuardDecision = { redirectTo: string } | { redirectTo: null; checkSession: boolean };

/**
 * SPEC §4: public auth routes pass (and send a signed-in user home); without a token every other
 * route goes to auth-login, remembering where the user wanted to go; with one, whoami checks it.
 */
export function decideNavigation(pathname: string, search: string, token: string | null): GuardDecision {
  if (isPublicPath(pathname)) return token ? { redirectTo: '/' } : { redirectTo: null, checkSession: false };
  if (!token) return { redirectTo: loginPathFor(pathname + search) };
  return { redirectTo: null, checkSession: true };
}

/** The root route's loader; it runs on every navigation and never waits for whoami. */
export function navigationGuard({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const decision = decideNavigation(url.pathname, url.search, getToken());
  if (decision.redirectTo !== null) throw redirect(decision.redirectTo);
  if (decision.checkSession) void checkSession();
  return null;
}
