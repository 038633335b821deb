import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { todoFilters, todoTags } from '../features/todo/todo-params';
import { loginPathFor, pathFor } from '../lib/routes';
import { onSessionEnd } from '../lib/session-end';
import { lazyRoute } from './lazy-route';
import { isPublicPath, navigationGuard } from './navigation-guard';
import { paramGuard } from './param-guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { screen } from './screen-route';
import { patchTemplateDemoRoutes } from './template-demo-routes';

const fullLayoutRoutes: RouteObject[] = [
  screen('auth-login', () => import('../features/auth/login-page')),
  screen('auth-register', () => import('../features/auth/register-page')),
  screen('auth-forgot-password', () => import('../features/auth/forgot-password-page')),
  screen('auth-forgot-password-set-new', () => import('../features/auth/forgot-password-set-new-page')),
  screen('error-404', () => import('../features/errors/error-404-page')),
  screen('not-authorized', () => import('../features/errors/not-authorized-page')),
  screen('cubus-recordpage', () => import('../features/records/record-page')),
];

const shellRoutes: RouteObject[] = [
  screen('dashboard-cubus', () => import('../features/dashboard/dashboard-page')),
  screen('cubus-objects', () => import('../features/objects/objects-page')),
  screen('cubus-object', () => import('../features/objects/object-page')),
  screen('cubus-domains', () => import('../features/domains/domains-page')),
  screen('cubus-datasources', () => import('../features/datasources/datasources-page')),
  screen('cubus-actions', () => import('../features/actions/actions-page')),
  screen('cubus-ribbon', () => import('../features/ribbon/ribbon-page')),
  screen('cubus-refs', () => import('../features/refs/refs-page')),
  screen('cubus-tables', () => import('../features/tables/tables-page')),
  screen('cubus-cubes', () => import('../features/cubes/cubes-page')),
  screen('cubus-imports', () => import('../features/imports/imports-page')),
  screen('cubus-reports', () => import('../features/reports/reports-page')),
  screen('cubus-procedures', () => import('../features/procedures/procedures-page')),
  screen('cubus-mounts', () => import('../features/mounts/mounts-page')),
  screen('cubus-todo', () => import('../features/todo/todo-page')),
  screen('cubus-todo-filter', () => import('../features/todo/todo-page'), {
    loader: paramGuard('filter', todoFilters),
  }),
  screen('cubus-todo-tag', () => import('../features/todo/todo-page'), {
    loader: paramGuard('tag', todoTags),
  }),
  screen('access-control', () => import('../features/access-control/access-control-page')),
  screen('pages-account-setting', () => import('../features/account/account-setting-page')),
  screen('admin-users', () => import('../features/admin/users-page')),
  screen('admin-invites', () => import('../features/admin/invites-page')),
  screen('admin-domain-settings', () => import('../features/admin/domain-settings-page')),
  screen('root-users', () => import('../features/root/all-users-page')),
  screen('root-system-status', () => import('../features/root/system-status-page')),
];

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
      { index: true, loader: () => redirect(pathFor('dashboard-cubus')) },
      {
        id: 'layout-full',
        lazy: lazyRoute(() => import('./layouts/full-layout')),
        ErrorBoundary: RouteError,
        children: fullLayoutRoutes,
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
        children: shellRoutes,
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
