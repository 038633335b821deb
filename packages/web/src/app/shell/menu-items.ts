import type { Action, Subject } from '@cubus/shared';
import { consoleConfig } from '../../lib/console-config';
import type { FeatureMenuEntry } from '../../lib/feature-manifest';
import { features } from '../features';

export interface MenuEntry extends Omit<FeatureMenuEntry, 'section' | 'order'> {
  labelKey: string;
}

export interface MenuSection {
  key: string;
  /** Section heading; the main section has none. */
  titleKey?: string;
  /** The whole section needs this too (ADMIN MENU: manage Admin, ROOT MENU: manage Root). */
  requires?: { action: Action; subject: Subject };
  /** Shown only while this says so (an area the server can switch off). */
  shown?: () => boolean;
  entries: MenuEntry[];
}

/** A section's entries from the features' manifests, in their order. */
function entriesOf(section: string): MenuEntry[] {
  return features
    .flatMap((feature) => feature.menu ?? [])
    .filter((entry) => entry.section === section)
    .sort((a, b) => a.order - b.order)
    .map(({ section: _, order: __, ...entry }) => ({ ...entry, labelKey: `menu.${entry.key}` }));
}

const demoEntry = (key: string, route: MenuEntry['route'], icon: MenuEntry['icon']): MenuEntry => ({
  key,
  route,
  icon,
  action: 'read',
  subject: 'Auth',
  labelKey: `menu.${key}`,
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
    ],
  },
];
