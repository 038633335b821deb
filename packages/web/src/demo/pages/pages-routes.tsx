import type { RouteObject } from 'react-router';
import { screen } from '../../app/screen-route';

/** The demo's sample pages under the shell (SPEC §2 "Pages"), each in its own chunk. */
export const pagesRoutes: RouteObject[] = [
  screen('pages-demo-account-setting', () => import('./account-setting/account-setting-page')),
  screen('pages-profile', () => import('./profile/profile-page')),
  screen('pages-faq', () => import('./faq/faq-page')),
  screen('pages-knowledge-base', () => import('./knowledge-base/kb-page')),
  screen('pages-knowledge-base-category', () => import('./knowledge-base/kb-category-page')),
  screen('pages-knowledge-base-question', () => import('./knowledge-base/kb-question-page')),
  screen('pages-pricing', () => import('./pricing/pricing-page')),
  screen('pages-blog-list', () => import('./blog/blog-list-page')),
  screen('pages-blog-detail', () => import('./blog/blog-detail-page')),
  screen('pages-blog-edit', () => import('./blog/blog-edit-page')),
];

/** The miscellaneous pages: full page, no shell, like the product's error pages. */
export const miscRoutes: RouteObject[] = [
  screen('misc-coming-soon', () => import('./misc/coming-soon-page')),
  screen('misc-under-maintenance', () => import('./misc/under-maintenance-page')),
  screen('misc-error', () => import('./misc/error-page')),
];
