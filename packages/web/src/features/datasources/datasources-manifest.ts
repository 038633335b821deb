import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-datasources': {
    path: '/cubus/datasources',
    screen: () => import('./datasources-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) =>
        grid.listPrefetch('datasources', 'source'),
      ),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const datasourcesManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'datasources',
      route: 'cubus-datasources',
      section: 'main',
      order: 30,
      icon: () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
      action: 'read',
      subject: 'datasources',
    },
  ],
  editors: [openedBy('datasources', 'cubus-datasources', 'source')],
};
