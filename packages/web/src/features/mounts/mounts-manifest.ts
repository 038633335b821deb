import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-mounts': {
    path: '/cubus/mounts',
    screen: () => import('./mounts-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('mounts', 'mount')),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const mountsManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'mounts',
      route: 'cubus-mounts',
      section: 'main',
      order: 60,
      icon: () => import('@ant-design/icons/es/icons/LinkOutlined'),
      action: 'read',
      subject: 'mounts',
    },
  ],
  editors: [openedBy('mounts', 'cubus-mounts', 'mount')],
};
