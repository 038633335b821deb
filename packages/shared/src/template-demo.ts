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
  // Cards
  'card-basic': '/card/card-basic',
  'card-advance': '/card/card-advance',
  'card-statistic': '/card/statistic',
  'card-analytic': '/card/analytic',
  'card-action': '/card/action',
  // Components (SPEC §2: 32 of them)
  'components-alert': '/components/alert',
  'components-aspect': '/components/aspect',
  'components-avatar': '/components/avatar',
  'components-badge': '/components/badge',
  'components-breadcrumb': '/components/breadcrumb',
  'components-button': '/components/button',
  'components-button-group': '/components/button-group',
  'components-button-toolbar': '/components/button-toolbar',
  'components-calendar': '/components/calendar',
  'components-carousel': '/components/carousel',
  'components-collapse': '/components/collapse',
  'components-dropdown': '/components/dropdown',
  'components-embed': '/components/embed',
  'components-image': '/components/image',
  'components-list-group': '/components/list-group',
  'components-media': '/components/media',
  'components-modal': '/components/modal',
  'components-nav': '/components/nav',
  'components-overlay': '/components/overlay',
  'components-pagination': '/components/pagination',
  'components-pagination-nav': '/components/pagination-nav',
  'components-pill': '/components/pill',
  'components-pill-badge': '/components/pill-badge',
  'components-popover': '/components/popover',
  'components-progress': '/components/progress',
  'components-sidebar': '/components/sidebar',
  'components-spinner': '/components/spinner',
  'components-tab': '/components/tab',
  'components-time': '/components/time',
  'components-timeline': '/components/timeline',
  'components-toasts': '/components/toasts',
  'components-tooltip': '/components/tooltip',
  // Extensions
  'extensions-sweet-alert': '/extensions/sweet-alert',
  'extensions-drag-drop': '/extensions/drag-drop',
  'extensions-swiper': '/extensions/swiper',
  'extensions-clipboard': '/extensions/clipboard',
  'extensions-context-menu': '/extensions/context-menu',
  'extensions-toastification': '/extensions/toastification',
  'extensions-i18n': '/extensions/i18n',
  'extensions-slider': '/extensions/slider',
  'extensions-tour': '/extensions/tour',
  // UI and page layouts
  'ui-typography': '/ui/typography',
  'ui-colors': '/ui/colors',
  'ui-feather': '/ui/feather',
  'page-layouts-collapsed-menu': '/page-layouts/collapsed-menu',
  'page-layouts-boxed-layout': '/page-layouts/boxed-layout',
  'page-layouts-without-menu': '/page-layouts/without-menu',
  'page-layouts-layout-empty': '/page-layouts/layout-empty',
  'page-layouts-layout-blank': '/page-layouts/layout-blank',
  // Pages; the product owns /pages/account-setting, so the demo's settings page has a path of its own
  'misc-coming-soon': '/pages/miscellaneous/coming-soon',
  'misc-under-maintenance': '/pages/miscellaneous/under-maintenance',
  'misc-error': '/pages/miscellaneous/error',
  'pages-demo-account-setting': '/pages/demo/account-setting',
  'pages-profile': '/pages/profile',
  'pages-faq': '/pages/faq',
  'pages-knowledge-base': '/pages/knowledge-base',
  'pages-knowledge-base-category': '/pages/knowledge-base/:category',
  'pages-knowledge-base-question': '/pages/knowledge-base/:category/:slug',
  'pages-pricing': '/pages/pricing',
  'pages-blog-list': '/pages/blog/list',
  'pages-blog-detail': '/pages/blog/:id',
  'pages-blog-edit': '/pages/blog/edit/:id',
  // Sign-in variants
  'auth-login-v1': '/pages/authentication/login-v1',
  'auth-login-v2': '/pages/authentication/login-v2',
  'auth-register-v1': '/pages/authentication/register-v1',
  'auth-register-v2': '/pages/authentication/register-v2',
  'auth-forgot-password-v1': '/pages/authentication/forgot-password-v1',
  'auth-forgot-password-v2': '/pages/authentication/forgot-password-v2',
  'auth-reset-password-v1': '/pages/authentication/reset-password-v1',
  'auth-reset-password-v2': '/pages/authentication/reset-password-v2',
  // Charts and maps
  'charts-apex-chart': '/charts-and-maps/charts/apex-chart',
  'charts-chartjs': '/charts-and-maps/charts/chartjs',
  'charts-echart': '/charts-and-maps/charts/echart',
  'maps-leaflet': '/maps/leaflet',
  // Forms
  'forms-element-select': '/forms/form-element/form-select',
  'forms-element-switch': '/forms/form-element/switch',
  'forms-element-checkbox': '/forms/form-element/checkbox',
  'forms-element-radio': '/forms/form-element/radio',
  'forms-element-input': '/forms/form-element/input',
  'forms-element-textarea': '/forms/form-element/textarea',
  'forms-element-spinbutton': '/forms/form-element/spinbutton',
  'forms-element-input-group': '/forms/form-element/input-group',
  'forms-element-rating': '/forms/form-element/rating',
  'forms-element-tag': '/forms/form-element/tag',
  'forms-element-datepicker': '/forms/form-element/datepicker',
  'forms-element-timepicker': '/forms/form-element/timepicker',
  'forms-element-file-input': '/forms/form-element/file-input',
  'forms-element-auto-suggest': '/forms/form-element/auto-suggest',
  'forms-element-vue-select': '/forms/form-element/vue-select',
  'forms-element-quill-editor': '/forms/form-element/quill-editor',
  'forms-element-date-time-picker': '/forms/form-element/date-time-picker',
  'forms-element-input-mask': '/forms/form-element/form-input-mask',
  'forms-layout': '/forms/form-layout',
  'forms-wizard': '/forms/form-wizard',
  'forms-validation': '/forms/form-validation',
  'forms-repeater': '/forms/form-repeater',
  // Tables
  'table-bs-table': '/table/bs-table',
  'table-good-table': '/table/vue-good-table',
} as const;

export type TemplateDemoRouteName = keyof typeof templateDemoRoutePaths;

/** Where the demo area's pages live; a path under one of these is the demo's, not the product's. */
const templateDemoPrefixes = [
  '/apps/',
  '/dashboard/analytics',
  '/dashboard/ecommerce',
  '/card/',
  '/components/',
  '/extensions/',
  '/ui/',
  '/page-layouts/',
  '/pages/miscellaneous/coming-soon',
  '/pages/miscellaneous/under-maintenance',
  '/pages/miscellaneous/error',
  '/pages/demo/',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/pricing',
  '/pages/blog/',
  '/pages/authentication/',
  '/charts-and-maps/',
  '/maps/',
  '/forms/',
  '/table/',
];

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
