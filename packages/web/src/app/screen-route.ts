import type { RouteObject, UIMatch } from 'react-router';
import type { ScreenModule } from '../lib/feature-manifest';
import { type RouteName, routePath } from '../lib/routes';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';

/** A named, lazy-loaded route: the screen arrives in its own chunk on first visit. */
export function screen(name: RouteName, load: ScreenModule, extra: Partial<RouteObject> = {}): RouteObject {
  return {
    id: name,
    path: routePath(name),
    lazy: lazyRoute(load),
    ErrorBoundary: RouteError,
    ...extra,
  } as RouteObject;
}

/**
 * The `handle` of an address that shows its parent's screen (a guarded filter of one list): moving
 * between such addresses is not a new page, so the screen and what is open on it stay.
 */
export const showsParentScreen = { showsParentScreen: true } as const;

/** The address of the screen shown: the deepest match that is not one of its parent's addresses. */
export function screenAddressOf(matches: UIMatch[], pathname: string): string {
  const shown = matches.findLast(
    (match) => (match.handle as typeof showsParentScreen | undefined)?.showsParentScreen !== true,
  );
  return shown?.pathname ?? pathname;
}
