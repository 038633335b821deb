import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-actions': {
    path: '/cubus/actions',
    screen: () => import('./actions-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('actions', 'action')),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const actionsManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'actions',
      route: 'cubus-actions',
      section: 'main',
      order: 130,
      icon: () => import('@ant-design/icons/es/icons/ThunderboltOutlined'),
      action: 'read',
      subject: 'actions',
    },
  ],
  editors: [openedBy('actions', 'cubus-actions', 'action')],
};
