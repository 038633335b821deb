import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { getToken } from '../lib/auth-tokens';
import type { FeatureRoute } from '../lib/feature-manifest';
import { loginPathFor, pathFor, type RouteName } from '../lib/routes';
import { onSessionEnd } from '../lib/session-end';
import { features } from './features';
import { lazyRoute } from './lazy-route';
import { isPublicPath, navigationGuard } from './navigation-guard';
import { paramGuard } from './param-guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { screen } from './screen-route';
import { patchTemplateDemoRoutes } from './template-demo-routes';

const featureRoutes = features.flatMap((feature) => Object.entries(feature.routes)) as [
  RouteName,
  FeatureRoute,
][];

/** A feature's routes in one of the two layouts: the full page (no menu) or the shell. */
const routesIn = (layout: FeatureRoute['layout']): RouteObject[] =>
  featureRoutes
    .filter(([, route]) => route.layout === layout)
    .map(([name, route]) => {
      const guards = Object.entries(route.params ?? {}).map(([param, allowed]) => paramGuard(param, allowed));
      const loader = (args: LoaderFunctionArgs) => {
        for (const guard of guards) guard(args);
        // Errors stay silent: the screen asks again and shows them.
        route.prefetch?.().then(
          (module) => module.prefetch(new URL(args.request.url)),
          () => undefined,
        );
        return null;
      };
      return screen(name, route.screen, guards.length > 0 || route.prefetch ? { loader } : {});
    });

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: navigationGuard,
    // The guard runs on every route change, not only when the root's params change.
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      // Loaders run side by side: home without a session would start the dashboard's chunks
      // before the guard's redirect lands, so the anonymous visit goes straight to sign-in.
      { index: true, loader: () => redirect(getToken() ? pathFor('dashboard-cubus') : loginPathFor()) },
      {
        id: 'layout-full',
        lazy: lazyRoute(() => import('./layouts/full-layout')),
        ErrorBoundary: RouteError,
        children: routesIn('full'),
      },
      {
        id: 'layout-app',
        lazy: lazyRoute(() =>
          import('./layouts/app-layout').then(async (shell) => {
            await shell.prepareShell();
            return shell;
          }),
        ),
        ErrorBoundary: RouteError,
        children: routesIn(undefined),
      },
      { path: '*', loader: () => redirect(pathFor('error-404')) },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchTemplateDemoRoutes });
  onSessionEnd(({ signedOut }) => {
    const { pathname, search } = router.state.location;
    if (isPublicPath(pathname)) return;
    void router.navigate(signedOut ? loginPathFor() : loginPathFor(pathname + search), { replace: true });
  });
  return router;
}
