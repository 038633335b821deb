import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  // The server opens the console at this address (`GET /api/docs`), beside `/api/openapi.json`.
  'api-docs': { path: '/api/docs', screen: () => import('./api-docs-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const apiDocsManifest: FeatureManifest = {
  routes,
};
