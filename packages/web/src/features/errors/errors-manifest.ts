import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'error-404': { path: '/error-404', screen: () => import('./error-404-page'), layout: 'full' },
  'not-authorized': {
    path: '/pages/miscellaneous/not-authorized',
    screen: () => import('./not-authorized-page'),
    layout: 'full',
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const errorsManifest: FeatureManifest = {
  routes,
};
