import type { accountRoutes } from './account';
import type { RoutePath } from './api-route';
import type { dashboardRoute, dashboardTileRoutes } from './dashboard';

/**
 * The paths of the routes the console's shell calls on its first pages (the profile, the
 * dashboard and its pinned reports), apart from their zod schemas: the route tables take their
 * paths from here, and the shell imports `@cubus/shared/route-paths` alone, so zod and the schemas
 * load with the pages that need them.
 */
export const shellPaths = {
  profile: { path: '/api/account/profile' },
  updateProfile: { path: '/api/account/update-profile' },
  dashboard: { path: '/api/dashboard', method: 'GET' },
  dashboardTiles: {
    tiles: { path: '/api/dashboard/tiles', method: 'GET' },
    pin: { path: '/api/dashboard/tiles/pin' },
    save: { path: '/api/dashboard/tiles/save' },
    reset: { path: '/api/dashboard/tiles/reset' },
    chart: { path: '/api/dashboard/tiles/chart' },
    saveDefault: { path: '/api/dashboard/tiles/save-default' },
  },
} as const;

/** The account routes the shell calls, typed as their routes. */
export const accountPaths: {
  profile: RoutePath<typeof accountRoutes.profile>;
  updateProfile: RoutePath<typeof accountRoutes.updateProfile>;
} = shellPaths;

/** The dashboard's route, typed as it. */
export const dashboardPath: RoutePath<typeof dashboardRoute> = shellPaths.dashboard;

type TileRoutes = typeof dashboardTileRoutes;
/** The pinned reports' routes, typed as theirs. */
export const dashboardTilePaths: { [Name in keyof TileRoutes]: RoutePath<TileRoutes[Name]> } =
  shellPaths.dashboardTiles;

/** How many columns of the dashboard's grid a pinned report may span. */
export const tileWidths = { min: 1, max: 4 } as const;
