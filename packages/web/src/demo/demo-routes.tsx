import type { RouteObject } from 'react-router';
import { lazyRoute } from '../app/lazy-route';
import { paramGuard } from '../app/param-guards';
import { RouteError } from '../app/route-error';
import { screen } from '../app/screen-route';
import { taskFilters, taskTags } from './apps/todo/task-model';

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
      screen('apps-calendar', () => import('./apps/calendar/calendar-page')),
      screen('apps-todo', () => import('./apps/todo/todo-app-page')),
      screen('apps-todo-filter', () => import('./apps/todo/todo-app-page'), {
        loader: paramGuard('filter', taskFilters),
      }),
      screen('apps-todo-tag', () => import('./apps/todo/todo-app-page'), {
        loader: paramGuard('tag', taskTags),
      }),
    ],
  },
];
