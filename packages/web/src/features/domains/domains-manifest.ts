import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'cubus-domains': {
    path: '/cubus/domains',
    screen: () => import('./domains-page'),
    prefetch: () => import('./domains-prefetch'),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const domainsManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'domains',
      route: 'cubus-domains',
      section: 'main',
      order: 40,
      icon: () => import('@ant-design/icons/es/icons/GlobalOutlined'),
      action: 'read',
      subject: 'objects',
    },
    {
      key: 'rootDomains',
      route: 'cubus-domains',
      section: 'root',
      order: 10,
      icon: () => import('@ant-design/icons/es/icons/ApartmentOutlined'),
      action: 'manage',
      subject: 'domains',
    },
  ],
};
