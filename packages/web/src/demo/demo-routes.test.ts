import { type TemplateDemoRouteName, templateDemoRoutePaths } from '@cubus/shared/template-demo';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoWalkPath, demoWalkRoutes, demoWalkSamples } from '../test/demo-walk';
import { templateDemoFullRoutes, templateDemoRoutes } from './demo-routes';
import { resetDemoStore } from './mocks/demo-store';
import { demoHandlers } from './mocks/handlers';
import { mockRequest } from './mocks/mock-request';

/** Every named route under `routes`, with the path it is mounted at. */
const mounted = (routes: RouteObject[]): Map<string, string | undefined> =>
  new Map(
    routes.flatMap((route) => [
      ...(route.id && route.path ? [[route.id, route.path] as const] : []),
      ...mounted(route.children ?? []),
    ]),
  );

const inShell = mounted(templateDemoRoutes);
const fullPage = mounted(templateDemoFullRoutes);
const names = Object.keys(templateDemoRoutePaths) as TemplateDemoRouteName[];

describe('the demo route walk (issue 21, point 7)', () => {
  it('mounts a page for every demo route name, at its path', () => {
    const missing = names.filter((name) => !inShell.has(name) && !fullPage.has(name));
    expect(missing).toEqual([]);
    for (const [name, path] of [...inShell, ...fullPage])
      expect(path, name).toBe(templateDemoRoutePaths[name as TemplateDemoRouteName]);
  });

  it('mounts nothing else, and no route both in the shell and as a full page', () => {
    expect(
      [...inShell.keys(), ...fullPage.keys()].filter((name) => !(name in templateDemoRoutePaths)),
    ).toEqual([]);
    expect([...fullPage.keys()].filter((name) => inShell.has(name))).toEqual([]);
  });

  it('shows the sign-in samples, the miscellaneous pages and the blank layout full page, without the shell', () => {
    expect([...fullPage.keys()].sort()).toEqual(
      names
        .filter(
          (name) =>
            name.startsWith('auth-') || name.startsWith('misc-') || name === 'page-layouts-layout-blank',
        )
        .sort(),
    );
  });

  describe('samples of the parametrized routes', () => {
    beforeEach(resetDemoStore);

    it('give every parameter of every walked route', () => {
      for (const { path } of demoWalkRoutes()) expect(path).not.toContain(':');
      expect(() => demoWalkPath('apps-invoice-preview')).not.toThrow();
    });

    it('name records the mocks know', async () => {
      const get = async (path: string) => (await mockRequest(demoHandlers, 'GET', path)).status;
      const { id: invoice } = demoWalkSamples['apps-invoice-preview'] ?? {};
      const { id: user } = demoWalkSamples['apps-users-view'] ?? {};
      const { category, slug } = demoWalkSamples['pages-knowledge-base-question'] ?? {};
      const { id: post } = demoWalkSamples['pages-blog-detail'] ?? {};
      const { slug: product } = demoWalkSamples['apps-e-commerce-product-details'] ?? {};
      expect(await get(`/apps/invoice/invoices/${invoice}`)).toBe(200);
      expect(await get(`/apps/user/users/${user}`)).toBe(200);
      expect(await get(`/kb/data/category?category=${category}`)).toBe(200);
      expect(await get(`/kb/data/question?category=${category}&slug=${slug}`)).toBe(200);
      expect(await get(`/blog/list/data/detail?id=${post}`)).toBe(200);
      // A product's slug ends in its id.
      expect(await get(`/apps/ecommerce/products/${product?.split('-').pop()}`)).toBe(200);
    });
  });
});
