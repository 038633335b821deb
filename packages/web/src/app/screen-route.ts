import type { RouteObject } from 'react-router';
import { type RouteName, routePaths } from '../lib/routes';
import { lazyRoute, type RouteModule } from './lazy-route';
import { RouteError } from './route-error';

/** A named, lazy-loaded route: the screen arrives in its own chunk on first visit. */
export function screen(name: RouteName, load: RouteModule, extra: Partial<RouteObject> = {}): RouteObject {
  return {
    id: name,
    path: routePaths[name],
    lazy: lazyRoute(load),
    ErrorBoundary: RouteError,
    ...extra,
  } as RouteObject;
}
