import type { Action, Subject } from '@cubus/shared';
import type { ComponentType } from 'react';
import { pathFor, type RouteName } from './routes';

/** A screen's module, loaded in its own chunk on the route's first visit. */
export type ScreenModule = () => Promise<{ Component: ComponentType }>;

/**
 * A route's prefetch module: starts the screen's first calls from the route's `loader`, beside the
 * screen's chunk rather than after it. Small by rule: what the calls need, never the screen.
 */
export type PrefetchModule = () => Promise<{ prefetch: (url: URL) => void }>;

/** A menu icon's module, loaded with the shell: icons stay out of the first page's chunk. */
export type IconModule = () => Promise<{ default: ComponentType }>;

export interface FeatureRoute {
  path: string;
  screen: ScreenModule;
  /** `full`: the full-page layout, without the menu (sign-in, errors, the record page); else the shell. */
  layout?: 'full';
  /** Needs no sign-in and sends a signed-in user away (SPEC §4). */
  public?: true;
  /** Each parameter's allowed values (SPEC §5): any other sends the route to error-404. */
  params?: Readonly<Record<string, readonly string[]>>;
  prefetch?: PrefetchModule;
}

export interface FeatureMenuEntry {
  key: string;
  route: RouteName;
  /** A section the app defines: `main`, `admin` or `root` (DESIGN §2). */
  section: string;
  /** Place within its section, lowest first. */
  order: number;
  icon: IconModule;
  /** Shown only when the session may do `action` on `subject`. */
  action: Action;
  subject: Subject;
}

/** Where the Objects page sends an object of `kind`: the screen that edits it. */
export interface ObjectEditor {
  kind: string;
  open: (id: string) => string;
}

/**
 * One console feature as the app sees it: its routes, its menu entries and the editor it is for a
 * kind of the object registry. Light by rule, as it ships in the login page's chunk: screens and
 * icons only behind `import()`; its strings are found by folder (`features/<kind>/locales/`).
 */
export interface FeatureManifest {
  routes: Readonly<Record<string, FeatureRoute>>;
  menu?: readonly FeatureMenuEntry[];
  editors?: readonly ObjectEditor[];
}

/**
 * The editor of `kind` at `route` with the object's id in the query.
 * @example openedBy('tables', 'cubus-tables', 'table').open('7') // '/cubus/tables?table=7'
 */
export function openedBy(kind: string, route: RouteName, param: string): ObjectEditor {
  return { kind, open: (id) => `${pathFor(route)}?${new URLSearchParams({ [param]: id })}` };
}
