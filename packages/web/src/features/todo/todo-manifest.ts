import type { FeatureManifest } from '../../lib/feature-manifest';
import { todoFilters, todoTags } from './todo-params';

const routes = {
  'cubus-todo': { path: '/cubus/todo', screen: () => import('./todo-page') },
  'cubus-todo-filter': {
    path: '/cubus/todo/:filter',
    screen: () => import('./todo-page'),
    params: { filter: todoFilters },
  },
  'cubus-todo-tag': {
    path: '/cubus/todo/tag/:tag',
    screen: () => import('./todo-page'),
    params: { tag: todoTags },
  },
} satisfies FeatureManifest['routes'];

declare module '../../lib/routes' {
  interface FeatureRouteNames extends Record<keyof typeof routes, true> {}
}

export const todoManifest: FeatureManifest = {
  routes,
  menu: [
    {
      key: 'todo',
      route: 'cubus-todo',
      section: 'main',
      order: 140,
      icon: () => import('@ant-design/icons/es/icons/CheckSquareOutlined'),
      action: 'read',
      subject: 'todo',
    },
  ],
};
