import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'access-control': { path: '/access-control', screen: () => import('./access-control-page') },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const accessControlManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'accessControl',
      route: 'access-control',
      section: 'admin',
      order: 30,
      icon: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
      action: 'read',
      subject: 'ACL',
    },
  ],
};
