import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-tables': {
    path: '/cubus/tables',
    screen: () => import('./tables-page'),
    prefetch: () => import('./tables-prefetch'),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const tablesManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'tables',
      route: 'cubus-tables',
      section: 'main',
      order: 120,
      icon: () => import('@ant-design/icons/es/icons/TableOutlined'),
      action: 'read',
      subject: 'tables',
    },
  ],
  editors: [openedBy('tables', 'cubus-tables', 'table')],
};
