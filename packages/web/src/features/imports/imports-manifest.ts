import { type FeatureManifest, openedBy } from '../../lib/feature-manifest';

const routes = {
  'cubus-imports': {
    path: '/cubus/imports',
    screen: () => import('./imports-page'),
    prefetch: () =>
      import('../../components/grid/grid-prefetch').then((grid) => grid.listPrefetch('imports', 'import')),
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const importsManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'imports',
      route: 'cubus-imports',
      section: 'main',
      order: 50,
      icon: () => import('@ant-design/icons/es/icons/ImportOutlined'),
      action: 'read',
      subject: 'imports',
    },
  ],
  editors: [openedBy('imports', 'cubus-imports', 'import')],
};
