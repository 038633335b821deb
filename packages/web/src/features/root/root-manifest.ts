import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'root-users': {
    path: '/root/users',
    screen: () => import('./all-users-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('accounts')),
  },
  'root-system-status': { path: '/root/system-status', screen: () => import('./system-status-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const rootManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'allUsers',
      route: 'root-users',
      section: 'root',
      order: 20,
      icon: () => import('@ant-design/icons/es/icons/TeamOutlined'),
      action: 'manage',
      subject: 'Root',
    },
    {
      key: 'systemStatus',
      route: 'root-system-status',
      section: 'root',
      order: 30,
      icon: () => import('@ant-design/icons/es/icons/HeartOutlined'),
      action: 'manage',
      subject: 'Root',
    },
  ],
};
