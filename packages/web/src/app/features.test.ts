import { templateDemoRoutePaths } from '@cubus/shared/template-demo';
import { describe, expect, it } from 'vitest';
import { objectEditorPath } from '../lib/object-editors';
import { type RouteName, routePath } from '../lib/routes';
import { features } from './features';
import { routes } from './router';
import { isMenuGroup, leafEntries, menuSections } from './shell/menu-items';

/** SPEC §2's named routes: the manifests must name exactly these, with these paths. */
const specRoutes = {
  'dashboard-cubus': '/dashboard/cubus',
  'cubus-objects': '/cubus/objects',
  'cubus-object': '/cubus/object/:objectid',
  'cubus-domains': '/cubus/domains',
  'cubus-datasources': '/cubus/datasources',
  'cubus-actions': '/cubus/actions',
  'cubus-ribbon': '/cubus/ribbon',
  'cubus-refs': '/cubus/refs',
  'cubus-tables': '/cubus/tables',
  'cubus-cubes': '/cubus/cubes',
  'cubus-imports': '/cubus/imports',
  'cubus-reports': '/cubus/reports',
  'cubus-procedures': '/cubus/procedures',
  'cubus-mounts': '/cubus/mounts',
  'cubus-recordpage': '/cubus/recordpage/:object/:record',
  'cubus-todo': '/cubus/todo',
  'cubus-todo-filter': '/cubus/todo/:filter',
  'cubus-todo-tag': '/cubus/todo/tag/:tag',
  'access-control': '/access-control',
  'pages-account-setting': '/pages/account-setting',
  'admin-users': '/admin/users',
  'admin-invites': '/admin/invites',
  'admin-domain-settings': '/admin/domain-settings',
  'root-users': '/root/users',
  'root-system-status': '/root/system-status',
  'auth-login': '/login',
  'auth-register': '/register',
  'auth-forgot-password': '/forgot-password',
  'auth-forgot-password-set-new': '/forgot-password-set-new',
  'error-404': '/error-404',
  'not-authorized': '/pages/miscellaneous/not-authorized',
  // Beside the spec's: the API's description as a page (issue 22), at the address of the API.
  'api-docs': '/api/docs',
};

const layoutChildren = (id: string) =>
  (routes[0]?.children ?? []).find((route) => route.id === id)?.children?.map((route) => route.id) ?? [];

describe('the console built from its features', () => {
  it('names exactly the routes of the spec, with their paths', () => {
    const named = Object.fromEntries(
      features.flatMap((f) => Object.entries(f.routes)).map(([n, r]) => [n, r.path]),
    );
    expect(named).toEqual(specRoutes);
    for (const [name, path] of Object.entries({ ...specRoutes, ...templateDemoRoutePaths }))
      expect(routePath(name as RouteName)).toBe(path);
  });

  it('mounts sign-in, errors and the record page in the full layout, the rest in the shell', () => {
    expect(layoutChildren('layout-full').sort()).toEqual(
      [
        'auth-login',
        'auth-register',
        'auth-forgot-password',
        'auth-forgot-password-set-new',
        'error-404',
        'not-authorized',
        'cubus-recordpage',
      ].sort(),
    );
    expect(layoutChildren('layout-app')).toHaveLength(Object.keys(specRoutes).length - 7);
  });

  it('lists the menu of DESIGN §2 in its order', () => {
    const keys = Object.fromEntries(
      menuSections.map((s) => [
        s.key,
        s.entries.map((e) => (isMenuGroup(e) ? `${e.key}→…` : `${e.key}→${e.route}`)),
      ]),
    );
    expect(keys).toEqual({
      main: [
        'dashboard→dashboard-cubus',
        'cubes→cubus-cubes',
        'datasources→cubus-datasources',
        'domains→cubus-domains',
        'imports→cubus-imports',
        'mounts→cubus-mounts',
        'objects→cubus-objects',
        'procedures→cubus-procedures',
        'refs→cubus-refs',
        'reports→cubus-reports',
        'ribbon→cubus-ribbon',
        'tables→cubus-tables',
        'actions→cubus-actions',
        'todo→cubus-todo',
      ],
      admin: [
        'users→admin-users',
        'invites→admin-invites',
        'accessControl→access-control',
        'domainSettings→admin-domain-settings',
      ],
      root: ['rootDomains→cubus-domains', 'allUsers→root-users', 'systemStatus→root-system-status'],
      demo: [
        'demoAnalytics→dashboard-analytics',
        'demoEcommerce→dashboard-ecommerce',
        'demoInvoices→apps-invoice-list',
        'demoUsers→apps-users-list',
        'demoTodo→apps-todo',
        'demoCalendar→apps-calendar',
        'demoShop→apps-e-commerce-shop',
        'demoEmail→apps-email',
        'demoChat→apps-chat',
        'demoPages→…',
        'demoMisc→…',
        'demoAuth→…',
        'demoCards→…',
        'demoComponents→…',
        'demoExtensions→…',
        'demoUi→…',
        'demoLayouts→…',
        'demoForms→…',
        'demoTables→…',
        'demoCharts→…',
      ],
    });
  });

  it('reaches every showcase and page of the template demo without parameters from its menu section', () => {
    const demo = menuSections.find((s) => s.key === 'demo');
    const inMenu = new Set(leafEntries(demo?.entries ?? []).map((e) => e.route));
    // An app's other screens (a new invoice, the shop's cart) are reached from the app itself.
    const pages = Object.entries(templateDemoRoutePaths).filter(
      ([name, path]) => !path.includes(':') && !name.startsWith('apps-'),
    );
    expect(pages.map(([name]) => name).filter((name) => !inMenu.has(name as RouteName))).toEqual([]);
  });

  it('sends each kind with a screen of its own to that screen from the Objects page', () => {
    const opened = (kind: string) => objectEditorPath(kind, 'x 1');
    expect(opened('tables')).toBe('/cubus/tables?table=x+1');
    expect(opened('refs')).toBe('/cubus/refs?ref=x+1');
    expect(opened('cubes')).toBe('/cubus/cubes?cube=x+1');
    expect(opened('imports')).toBe('/cubus/imports?import=x+1');
    expect(opened('mounts')).toBe('/cubus/mounts?mount=x+1');
    expect(opened('procedures')).toBe('/cubus/procedures?procedure=x+1');
    expect(opened('actions')).toBe('/cubus/actions?action=x+1');
    expect(opened('reports')).toBe('/cubus/reports?report=x+1');
    expect(opened('datasources')).toBe('/cubus/datasources?source=x+1');
    expect(opened('views')).toBe('/cubus/recordpage/views/x%201');
    expect(opened('todo')).toBeUndefined();
  });

  it("starts a route's prefetch beside its screen's chunk: a loader of its own, not the chunk's", () => {
    const shell = (routes[0]?.children ?? []).find((route) => route.id === 'layout-app');
    // React Router runs a route's own loader at once; one the lazy chunk brings, only once it has loaded.
    for (const name of ['cubus-tables', 'cubus-domains', 'cubus-cubes', 'admin-users', 'root-users'])
      expect(shell?.children?.find((route) => route.id === name)?.loader).toBeTypeOf('function');
  });

  it('keeps manifests light: screens and icons only behind import(), so the login page loads none', () => {
    const manifests = import.meta.glob<string>('../features/*/*-manifest.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(manifests)).toHaveLength(features.length);
    for (const [file, text] of Object.entries(manifests)) {
      const statics = [...text.matchAll(/^import [^(]*? from '([^']+)'/gm)].map((m) => m[1] ?? '');
      // Only lib (types and small helpers) and the feature's own plain values (todo's allowed params).
      expect(
        statics.filter((target) => !/^(\.\.\/\.\.\/lib\/|\.\/[\w-]+-params$)/.test(target)),
        file,
      ).toEqual([]);
    }
  });
});
