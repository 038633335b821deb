import type { RouteObject } from 'react-router';
import { lazyRoute } from '../app/lazy-route';
import { paramGuard } from '../app/param-guards';
import { RouteError } from '../app/route-error';
import { screen, showsParentScreen } from '../app/screen-route';
import { type RouteName, routePath } from '../lib/routes';
import { emailLabels, emailRouteFolders } from './apps/email/email-model';
import { taskFilters, taskTags } from './apps/todo/task-model';
import { authDemoRoutes } from './auth/pages/auth-routes';
import { chartsAndMapsRoutes } from './charts/charts-and-maps-routes';
import { formsRoutes } from './forms/forms-routes';
import { miscRoutes, pagesRoutes } from './pages/pages-routes';
import { demoLayoutFullRoutes, showcaseRoutes } from './showcases/showcase-routes';
import { tablesRoutes } from './tables/tables-routes';

/**
 * A guarded address (SPEC §5) of a screen that serves several: a child route with no screen of its
 * own, so moving between the addresses keeps the one screen (and what is open on it) mounted.
 */
function guarded(name: RouteName, param: string, allowed: readonly string[]): RouteObject {
  return { id: name, path: routePath(name), loader: paramGuard(param, allowed), handle: showsParentScreen };
}

/** The template demo area's routes (SPEC §2), each screen in its own chunk, under one frame that starts the mocks. */
export const templateDemoRoutes: RouteObject[] = [
  {
    id: 'template-demo',
    lazy: lazyRoute(() =>
      import('./demo-layout').then(async (frame) => {
        await frame.prepareDemo();
        return frame;
      }),
    ),
    ErrorBoundary: RouteError,
    children: [
      screen('dashboard-analytics', () => import('./dashboards/analytics/analytics-page')),
      screen('dashboard-ecommerce', () => import('./dashboards/ecommerce/ecommerce-page')),
      screen('apps-invoice-list', () => import('./apps/invoices/invoice-list-page')),
      screen('apps-invoice-preview', () => import('./apps/invoices/invoice-preview-page')),
      screen('apps-invoice-add', () => import('./apps/invoices/invoice-edit-page')),
      screen('apps-invoice-edit', () => import('./apps/invoices/invoice-edit-page')),
      screen('apps-users-list', () => import('./apps/users/user-list-page')),
      screen('apps-users-view', () => import('./apps/users/user-view-page')),
      screen('apps-users-edit', () => import('./apps/users/user-edit-page')),
      screen('apps-e-commerce-shop', () => import('./apps/shop/shop-page')),
      screen('apps-e-commerce-wishlist', () => import('./apps/shop/wishlist-page')),
      screen('apps-e-commerce-checkout', () => import('./apps/shop/checkout-page')),
      screen('apps-e-commerce-product-details', () => import('./apps/shop/product-details-page')),
      screen('apps-chat', () => import('./apps/chat/chat-page')),
      screen('apps-calendar', () => import('./apps/calendar/calendar-page')),
      screen('apps-todo', () => import('./apps/todo/todo-app-page'), {
        children: [
          guarded('apps-todo-filter', 'filter', taskFilters),
          guarded('apps-todo-tag', 'tag', taskTags),
        ],
      }),
      screen('apps-email', () => import('./apps/email/email-app-page'), {
        children: [
          guarded('apps-email-folder', 'folder', emailRouteFolders),
          guarded('apps-email-label', 'label', emailLabels),
        ],
      }),
      ...pagesRoutes,
      ...tablesRoutes,
      ...showcaseRoutes,
      ...chartsAndMapsRoutes,
      ...formsRoutes,
    ],
  },
];

/** The demo's full-page samples (no shell), mounted in the product's full layout under a frame of their own. */
export const templateDemoFullRoutes: RouteObject[] = [
  {
    id: 'template-demo-full',
    lazy: lazyRoute(() =>
      import('./demo-full-layout').then(async (frame) => {
        await frame.prepareDemo();
        return frame;
      }),
    ),
    ErrorBoundary: RouteError,
    children: [...miscRoutes, ...authDemoRoutes, ...demoLayoutFullRoutes],
  },
];
