// No zod here: the console's first chunk imports this file (`@cubus/shared/template-demo`).

/**
 * The template demo area's routes (SPEC §2 "Template demo routes"): sample apps on in-browser mocks,
 * not product behaviour (DESIGN §7). Named like the product's routes, so menus and links use names.
 */
export const templateDemoRoutePaths = {
  'dashboard-analytics': '/dashboard/analytics',
  'dashboard-ecommerce': '/dashboard/ecommerce',
  'apps-invoice-list': '/apps/invoice/list',
  'apps-invoice-preview': '/apps/invoice/preview/:id',
  'apps-invoice-add': '/apps/invoice/add',
  'apps-invoice-edit': '/apps/invoice/edit/:id',
  'apps-users-list': '/apps/users/list',
  'apps-users-view': '/apps/users/view/:id',
  'apps-users-edit': '/apps/users/edit/:id',
  'apps-todo': '/apps/todo',
  'apps-todo-filter': '/apps/todo/:filter',
  'apps-todo-tag': '/apps/todo/tag/:tag',
  'apps-email': '/apps/email',
  'apps-email-folder': '/apps/email/:folder',
  'apps-email-label': '/apps/email/label/:label',
  'apps-chat': '/apps/chat',
  'apps-calendar': '/apps/calendar',
  'apps-e-commerce-shop': '/apps/e-commerce/shop',
  'apps-e-commerce-wishlist': '/apps/e-commerce/wishlist',
  'apps-e-commerce-checkout': '/apps/e-commerce/checkout',
  'apps-e-commerce-product-details': '/apps/e-commerce/:slug',
} as const;

export type TemplateDemoRouteName = keyof typeof templateDemoRoutePaths;

/** Where the demo area's pages live; a path under one of these is the demo's, not the product's. */
const templateDemoPrefixes = ['/apps/', '/dashboard/analytics', '/dashboard/ecommerce'];

/**
 * True for a page address of the template demo area.
 * @example isTemplateDemoPath('/apps/invoice/list') // true; isTemplateDemoPath('/dashboard/cubus') // false
 */
export function isTemplateDemoPath(pathname: string): boolean {
  return templateDemoPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** GET /api/console-config: what the console needs to know before it draws its menu. */
export interface ConsoleConfig {
  /** The template demo area is on (CUBUS_TEMPLATE_DEMO, by default as CUBUS_SEED_DEMO). */
  templateDemo: boolean;
}
