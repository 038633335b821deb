import type { FeatureManifest } from '../../lib/feature-manifest';

const routes = {
  'auth-login': { path: '/login', screen: () => import('./login-page'), layout: 'full', public: true },
  'auth-register': {
    path: '/register',
    screen: () => import('./register-page'),
    layout: 'full',
    public: true,
  },
  'auth-forgot-password': {
    path: '/forgot-password',
    screen: () => import('./forgot-password-page'),
    layout: 'full',
    public: true,
  },
  'auth-forgot-password-set-new': {
    path: '/forgot-password-set-new',
    screen: () => import('./forgot-password-set-new-page'),
    layout: 'full',
    public: true,
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const authManifest: FeatureManifest = {
  routes,
};
