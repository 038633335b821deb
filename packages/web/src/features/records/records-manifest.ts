import type { FeatureManifest } from '../../lib/feature-manifest';
import { pathFor } from '../../lib/routes';

const routes = {
  'cubus-recordpage': {
    path: '/cubus/recordpage/:object/:record',
    screen: () => import('./record-page'),
    layout: 'full',
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const recordsManifest: FeatureManifest = {
  routes,
  editors: [
    // A saved view of a grid is a record of its own.
    { kind: 'views', open: (id) => pathFor('cubus-recordpage', { object: 'views', record: id }) },
  ],
};
