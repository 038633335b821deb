import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'cubus-ribbon': { path: '/cubus/ribbon', screen: () => import('./ribbon-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const ribbonManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'ribbon',
      route: 'cubus-ribbon',
      section: 'main',
      order: 110,
      icon: () => import('@ant-design/icons/es/icons/NotificationOutlined'),
      action: 'read',
      subject: 'ribbon',
    },
  ],
};
