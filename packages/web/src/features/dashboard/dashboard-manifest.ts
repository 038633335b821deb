import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'dashboard-cubus': { path: '/dashboard/cubus', screen: () => import('./dashboard-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const dashboardManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'dashboard',
      route: 'dashboard-cubus',
      section: 'main',
      order: 10,
      icon: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
      action: 'read',
      subject: 'objects',
    },
  ],
};
