import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-refs': {
    path: '/cubus/refs',
    screen: () => import('./refs-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('refs', 'ref')),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const refsManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'refs',
      route: 'cubus-refs',
      section: 'main',
      order: 90,
      icon: () => import('@ant-design/icons/es/icons/BookOutlined'),
      action: 'read',
      subject: 'refs',
    },
  ],
  editors: [openedBy('refs', 'cubus-refs', 'ref')],
};
