import type { Action, Subject } from '@cubus/shared';
import { consoleConfig } from '../../lib/console-config';
import type { FeatureMenuEntry, IconModule } from '../../lib/feature-manifest';
import { features } from '../features';

export interface MenuEntry extends Omit<FeatureMenuEntry, 'section' | 'order' | 'icon'> {
  labelKey: string;
  /** Entries inside a group go without one. */
  icon?: IconModule;
}

/** An entry that opens a submenu: an area of many pages (the demo's showcases) stays one line until opened. */
export interface MenuGroup {
  key: string;
  labelKey: string;
  icon: IconModule;
  children: MenuEntry[];
}

export const isMenuGroup = (entry: MenuEntry | MenuGroup): entry is MenuGroup => 'children' in entry;

/** The entries a person can open, groups unfolded. */
export const leafEntries = (entries: readonly (MenuEntry | MenuGroup)[]): MenuEntry[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]));

export interface MenuSection {
  key: string;
  /** Section heading; the main section has none. */
  titleKey?: string;
  /** The whole section needs this too (ADMIN MENU: manage Admin, ROOT MENU: manage Root). */
  requires?: { action: Action; subject: Subject };
  /** Shown only while this says so (an area the server can switch off). */
  shown?: () => boolean;
  entries: (MenuEntry | MenuGroup)[];
}

/** A section's entries from the features' manifests, in their order. */
function entriesOf(section: string): MenuEntry[] {
  return features
    .flatMap((feature) => feature.menu ?? [])
    .filter((entry) => entry.section === section)
    .sort((a, b) => a.order - b.order)
    .map(({ section: _, order: __, ...entry }) => ({ ...entry, labelKey: `menu.${entry.key}` }));
}

const demoEntry = (key: string, route: MenuEntry['route'], icon?: IconModule): MenuEntry => ({
  key,
  route,
  icon,
  action: 'read',
  subject: 'Auth',
  labelKey: `menu.${key}`,
});

/** A submenu of the demo area: each page's label is `menu.<group>.<page>`. */
const demoGroup = (key: string, icon: IconModule, pages: [string, MenuEntry['route']][]): MenuGroup => ({
  key,
  icon,
  labelKey: `menu.${key}.title`,
  children: pages.map(([page, route]) => ({ ...demoEntry(`${key}.${page}`, route), key: `${key}-${page}` })),
});

/**
 * The menu of DESIGN §2. Domains is everyone's: a member sees and switches their own domains there,
 * a root operator manages all of them (also under ROOT MENU).
 */
export const menuSections: MenuSection[] = [
  { key: 'main', entries: entriesOf('main') },
  {
    key: 'admin',
    titleKey: 'menu.adminSection',
    requires: { action: 'manage', subject: 'Admin' },
    entries: entriesOf('admin'),
  },
  {
    key: 'root',
    titleKey: 'menu.rootSection',
    requires: { action: 'manage', subject: 'Root' },
    entries: entriesOf('root'),
  },
  {
    // The template demo area (DESIGN §7): sample apps on in-browser mocks, after the product's sections.
    key: 'demo',
    titleKey: 'menu.demoSection',
    shown: () => consoleConfig().templateDemo,
    entries: [
      demoEntry(
        'demoAnalytics',
        'dashboard-analytics',
        () => import('@ant-design/icons/es/icons/LineChartOutlined'),
      ),
      demoEntry(
        'demoEcommerce',
        'dashboard-ecommerce',
        () => import('@ant-design/icons/es/icons/ShoppingCartOutlined'),
      ),
      demoEntry(
        'demoInvoices',
        'apps-invoice-list',
        () => import('@ant-design/icons/es/icons/FileTextOutlined'),
      ),
      demoEntry('demoUsers', 'apps-users-list', () => import('@ant-design/icons/es/icons/SolutionOutlined')),
      demoEntry('demoTodo', 'apps-todo', () => import('@ant-design/icons/es/icons/CarryOutOutlined')),
      demoEntry('demoCalendar', 'apps-calendar', () => import('@ant-design/icons/es/icons/CalendarOutlined')),
      demoEntry('demoShop', 'apps-e-commerce-shop', () => import('@ant-design/icons/es/icons/ShopOutlined')),
      demoEntry('demoEmail', 'apps-email', () => import('@ant-design/icons/es/icons/MailOutlined')),
      demoEntry('demoChat', 'apps-chat', () => import('@ant-design/icons/es/icons/MessageOutlined')),
      demoGroup('demoPages', () => import('@ant-design/icons/es/icons/ProfileOutlined'), [
        ['account-setting', 'pages-demo-account-setting'],
        ['profile', 'pages-profile'],
        ['faq', 'pages-faq'],
        ['knowledge-base', 'pages-knowledge-base'],
        ['pricing', 'pages-pricing'],
        ['blog-list', 'pages-blog-list'],
      ]),
      demoGroup('demoMisc', () => import('@ant-design/icons/es/icons/WarningOutlined'), [
        ['coming-soon', 'misc-coming-soon'],
        ['under-maintenance', 'misc-under-maintenance'],
        ['error', 'misc-error'],
      ]),
      demoGroup('demoAuth', () => import('@ant-design/icons/es/icons/LockOutlined'), [
        ['login-v1', 'auth-login-v1'],
        ['login-v2', 'auth-login-v2'],
        ['register-v1', 'auth-register-v1'],
        ['register-v2', 'auth-register-v2'],
        ['forgot-password-v1', 'auth-forgot-password-v1'],
        ['forgot-password-v2', 'auth-forgot-password-v2'],
        ['reset-password-v1', 'auth-reset-password-v1'],
        ['reset-password-v2', 'auth-reset-password-v2'],
      ]),
      demoGroup('demoCards', () => import('@ant-design/icons/es/icons/CreditCardOutlined'), [
        ['basic', 'card-basic'],
        ['advance', 'card-advance'],
        ['statistic', 'card-statistic'],
        ['analytic', 'card-analytic'],
        ['action', 'card-action'],
      ]),
      demoGroup('demoComponents', () => import('@ant-design/icons/es/icons/AppstoreOutlined'), [
        ['alert', 'components-alert'],
        ['aspect', 'components-aspect'],
        ['avatar', 'components-avatar'],
        ['badge', 'components-badge'],
        ['breadcrumb', 'components-breadcrumb'],
        ['button', 'components-button'],
        ['button-group', 'components-button-group'],
        ['button-toolbar', 'components-button-toolbar'],
        ['calendar', 'components-calendar'],
        ['carousel', 'components-carousel'],
        ['collapse', 'components-collapse'],
        ['dropdown', 'components-dropdown'],
        ['embed', 'components-embed'],
        ['image', 'components-image'],
        ['list-group', 'components-list-group'],
        ['media', 'components-media'],
        ['modal', 'components-modal'],
        ['nav', 'components-nav'],
        ['overlay', 'components-overlay'],
        ['pagination', 'components-pagination'],
        ['pagination-nav', 'components-pagination-nav'],
        ['pill', 'components-pill'],
        ['pill-badge', 'components-pill-badge'],
        ['popover', 'components-popover'],
        ['progress', 'components-progress'],
        ['sidebar', 'components-sidebar'],
        ['spinner', 'components-spinner'],
        ['tab', 'components-tab'],
        ['time', 'components-time'],
        ['timeline', 'components-timeline'],
        ['toasts', 'components-toasts'],
        ['tooltip', 'components-tooltip'],
      ]),
      demoGroup('demoExtensions', () => import('@ant-design/icons/es/icons/ApiOutlined'), [
        ['sweet-alert', 'extensions-sweet-alert'],
        ['drag-drop', 'extensions-drag-drop'],
        ['swiper', 'extensions-swiper'],
        ['clipboard', 'extensions-clipboard'],
        ['context-menu', 'extensions-context-menu'],
        ['toastification', 'extensions-toastification'],
        ['i18n', 'extensions-i18n'],
        ['slider', 'extensions-slider'],
        ['tour', 'extensions-tour'],
      ]),
      demoGroup('demoUi', () => import('@ant-design/icons/es/icons/BgColorsOutlined'), [
        ['typography', 'ui-typography'],
        ['colors', 'ui-colors'],
        ['feather', 'ui-feather'],
      ]),
      demoGroup('demoLayouts', () => import('@ant-design/icons/es/icons/LayoutOutlined'), [
        ['collapsed-menu', 'page-layouts-collapsed-menu'],
        ['boxed-layout', 'page-layouts-boxed-layout'],
        ['without-menu', 'page-layouts-without-menu'],
        ['layout-empty', 'page-layouts-layout-empty'],
        ['layout-blank', 'page-layouts-layout-blank'],
      ]),
      demoGroup('demoForms', () => import('@ant-design/icons/es/icons/FormOutlined'), [
        ['element-select', 'forms-element-select'],
        ['element-switch', 'forms-element-switch'],
        ['element-checkbox', 'forms-element-checkbox'],
        ['element-radio', 'forms-element-radio'],
        ['element-input', 'forms-element-input'],
        ['element-textarea', 'forms-element-textarea'],
        ['element-spinbutton', 'forms-element-spinbutton'],
        ['element-input-group', 'forms-element-input-group'],
        ['element-rating', 'forms-element-rating'],
        ['element-tag', 'forms-element-tag'],
        ['element-datepicker', 'forms-element-datepicker'],
        ['element-timepicker', 'forms-element-timepicker'],
        ['element-file-input', 'forms-element-file-input'],
        ['element-auto-suggest', 'forms-element-auto-suggest'],
        ['element-vue-select', 'forms-element-vue-select'],
        ['element-quill-editor', 'forms-element-quill-editor'],
        ['element-date-time-picker', 'forms-element-date-time-picker'],
        ['element-input-mask', 'forms-element-input-mask'],
        ['layout', 'forms-layout'],
        ['wizard', 'forms-wizard'],
        ['validation', 'forms-validation'],
        ['repeater', 'forms-repeater'],
      ]),
      demoGroup('demoTables', () => import('@ant-design/icons/es/icons/TableOutlined'), [
        ['bs-table', 'table-bs-table'],
        ['good-table', 'table-good-table'],
      ]),
      demoGroup('demoCharts', () => import('@ant-design/icons/es/icons/PieChartOutlined'), [
        ['apex-chart', 'charts-apex-chart'],
        ['chartjs', 'charts-chartjs'],
        ['echart', 'charts-echart'],
        ['leaflet', 'maps-leaflet'],
      ]),
    ],
  },
];
