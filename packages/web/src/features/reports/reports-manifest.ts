import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-reports': {
    path: '/cubus/reports',
    screen: () => import('./reports-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('reports', 'report')),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const reportsManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'reports',
      route: 'cubus-reports',
      section: 'main',
      order: 100,
      icon: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
      action: 'read',
      subject: 'reports',
    },
  ],
  editors: [openedBy('reports', 'cubus-reports', 'report')],
};
