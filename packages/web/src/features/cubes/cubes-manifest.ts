import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-cubes': {
    path: '/cubus/cubes',
    screen: () => import('./cubes-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('cubes', 'cube')),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const cubesManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'cubes',
      route: 'cubus-cubes',
      section: 'main',
      order: 20,
      icon: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
      action: 'read',
      subject: 'cubes',
    },
  ],
  editors: [openedBy('cubes', 'cubus-cubes', 'cube')],
};
