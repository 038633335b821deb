import type { RouteObject } from 'react-router';
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
