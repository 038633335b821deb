import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-procedures': {
    path: '/cubus/procedures',
    screen: () => import('./procedures-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) =>
        grid.listPrefetch('procedures', 'procedure'),
      ),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const proceduresManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'procedures',
      route: 'cubus-procedures',
      section: 'main',
      order: 80,
      icon: () => import('@ant-design/icons/es/icons/CodeOutlined'),
      action: 'read',
      subject: 'procedures',
    },
  ],
  editors: [openedBy('procedures', 'cubus-procedures', 'procedure')],
};
