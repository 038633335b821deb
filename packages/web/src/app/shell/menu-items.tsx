import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HeartOutlined,
  ImportOutlined,
  LinkOutlined,
  MailOutlined,
  NotificationOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Action, Subject } from '@cubus/shared';
import type { ReactNode } from 'react';
import { consoleConfig } from '../../lib/console-config';
import type { RouteName } from '../../lib/routes';

export interface MenuEntry {
  key: string;
  labelKey: string;
  route: RouteName;
  icon: ReactNode;
  /** Shown only when the session may do `action` on `subject`. */
  action: Action;
  subject: Subject;
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

function entry(
  key: string,
  route: RouteName,
  icon: ReactNode,
  action: Action,
  subject: Subject,
  labelKey = `menu.${key}`,
): MenuEntry {
  return { key, labelKey, route, icon, action, subject };
}

/**
 * The menu of DESIGN §2. Domains is everyone's: a member sees and switches their own domains there,
 * a root operator manages all of them (also under ROOT MENU).
 */
export const menuSections: MenuSection[] = [
  {
    key: 'main',
    entries: [
      entry('dashboard', 'dashboard-cubus', <DashboardOutlined aria-hidden />, 'read', 'objects'),
      entry('cubes', 'cubus-cubes', <AppstoreOutlined aria-hidden />, 'read', 'cubes'),
      entry('datasources', 'cubus-datasources', <DatabaseOutlined aria-hidden />, 'read', 'datasources'),
      entry('domains', 'cubus-domains', <GlobalOutlined aria-hidden />, 'read', 'objects'),
      entry('imports', 'cubus-imports', <ImportOutlined aria-hidden />, 'read', 'imports'),
      entry('mounts', 'cubus-mounts', <LinkOutlined aria-hidden />, 'read', 'mounts'),
      entry('objects', 'cubus-objects', <ClusterOutlined aria-hidden />, 'read', 'objects'),
      entry('procedures', 'cubus-procedures', <CodeOutlined aria-hidden />, 'read', 'procedures'),
      entry('refs', 'cubus-refs', <BookOutlined aria-hidden />, 'read', 'refs'),
      entry('reports', 'cubus-reports', <BarChartOutlined aria-hidden />, 'read', 'reports'),
      entry('ribbon', 'cubus-ribbon', <NotificationOutlined aria-hidden />, 'read', 'ribbon'),
      entry('tables', 'cubus-tables', <TableOutlined aria-hidden />, 'read', 'tables'),
      entry('actions', 'cubus-actions', <ThunderboltOutlined aria-hidden />, 'read', 'actions'),
      entry('todo', 'cubus-todo', <CheckSquareOutlined aria-hidden />, 'read', 'todo'),
    ],
  },
  {
    key: 'admin',
    titleKey: 'menu.adminSection',
    requires: { action: 'manage', subject: 'Admin' },
    entries: [
      entry('users', 'admin-users', <UserOutlined aria-hidden />, 'manage', 'users'),
      entry('invites', 'admin-invites', <MailOutlined aria-hidden />, 'manage', 'invites'),
      entry('accessControl', 'access-control', <SafetyOutlined aria-hidden />, 'read', 'ACL'),
      entry('domainSettings', 'admin-domain-settings', <SettingOutlined aria-hidden />, 'manage', 'Admin'),
    ],
  },
  {
    key: 'root',
    titleKey: 'menu.rootSection',
    requires: { action: 'manage', subject: 'Root' },
    entries: [
      entry('rootDomains', 'cubus-domains', <ApartmentOutlined aria-hidden />, 'manage', 'domains'),
      entry('allUsers', 'root-users', <TeamOutlined aria-hidden />, 'manage', 'Root'),
      entry('systemStatus', 'root-system-status', <HeartOutlined aria-hidden />, 'manage', 'Root'),
    ],
  },
  {
    // The template demo area (DESIGN §7): sample apps on in-browser mocks, after the product's sections.
    key: 'demo',
    titleKey: 'menu.demoSection',
    shown: () => consoleConfig().templateDemo,
    entries: [
      entry('demoInvoices', 'apps-invoice-list', <FileTextOutlined aria-hidden />, 'read', 'Auth'),
      entry('demoUsers', 'apps-users-list', <SolutionOutlined aria-hidden />, 'read', 'Auth'),
      entry('demoTodo', 'apps-todo', <CarryOutOutlined aria-hidden />, 'read', 'Auth'),
      entry('demoCalendar', 'apps-calendar', <CalendarOutlined aria-hidden />, 'read', 'Auth'),
    ],
  },
];
