import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'admin-users': {
    path: '/admin/users',
    screen: () => import('./users-page'),
    prefetch: () => import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('users')),
  },
  'admin-invites': {
    path: '/admin/invites',
    screen: () => import('./invites-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('invites')),
  },
  'admin-domain-settings': { path: '/admin/domain-settings', screen: () => import('./domain-settings-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const adminManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'users',
      route: 'admin-users',
      section: 'admin',
      order: 10,
      icon: () => import('@ant-design/icons/es/icons/UserOutlined'),
      action: 'manage',
      subject: 'users',
    },
    {
      key: 'invites',
      route: 'admin-invites',
      section: 'admin',
      order: 20,
      icon: () => import('@ant-design/icons/es/icons/MailOutlined'),
      action: 'manage',
      subject: 'invites',
    },
    {
      key: 'domainSettings',
      route: 'admin-domain-settings',
      section: 'admin',
      order: 40,
      icon: () => import('@ant-design/icons/es/icons/SettingOutlined'),
      action: 'manage',
      subject: 'Admin',
    },
  ],
};
