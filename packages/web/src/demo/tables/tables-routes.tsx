import type { RouteObject } from 'react-router';
import { screen } from '../../app/screen-route';

/** The demo's two tables over the same rows (SPEC §2 "Tables"): antd's, and a TanStack one. */
export const tablesRoutes: RouteObject[] = [
  screen('table-bs-table', () => import('./bs-table-page')),
  screen('table-good-table', () => import('./good-table-page')),
];
