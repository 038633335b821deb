import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'cubus-objects': {
    path: '/cubus/objects',
    screen: () => import('./objects-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('objects')),
  },
  'cubus-object': { path: '/cubus/object/:objectid', screen: () => import('./object-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const objectsManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'objects',
      route: 'cubus-objects',
      section: 'main',
      order: 70,
      icon: () => import('@ant-design/icons/es/icons/ClusterOutlined'),
      action: 'read',
      subject: 'objects',
    },
  ],
};
