import type { accountRoutes } from './account';
import type { RoutePath } from './api-route';
import type { dashboardRoute } from './dashboard';

/**
 * The paths of the routes the console's shell calls on its first pages (the profile, the
 * dashboard), apart from their zod schemas: the route tables take their paths from here, and the
 * shell imports `@cubus/shared/route-paths` alone, so zod and the schemas load with the pages that
 * need them.
 */
export const shellPaths = {
  profile: { path: '/api/account/profile' },
  updateProfile: { path: '/api/account/update-profile' },
  dashboard: { path: '/api/dashboard', method: 'GET' },
} as const;

/** The account routes the shell calls, typed as their routes. */
export const accountPaths: {
  profile: RoutePath<typeof accountRoutes.profile>;
  updateProfile: RoutePath<typeof accountRoutes.updateProfile>;
} = shellPaths;

/** The dashboard's route, typed as it. */
export const dashboardPath: RoutePath<typeof dashboardRoute> = shellPaths.dashboard;
