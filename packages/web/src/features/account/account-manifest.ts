import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'pages-account-setting': { path: '/pages/account-setting', screen: () => import('./account-setting-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const accountManifest: FeatureManifest = {
  routes,
};
