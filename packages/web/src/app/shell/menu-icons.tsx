import type { ComponentType } from 'react';
import { loadConsoleConfig } from '../../lib/console-config';
import type { IconModule } from '../../lib/feature-manifest';
import { loadChunk } from '../../lib/lazy-chunk';
import type { MenuEntry, MenuGroup } from './menu-items';
import { menuSections } from './menu-items';

const icons = new Map<IconModule, ComponentType<{ 'aria-hidden'?: boolean }>>();

/**
 * The menu's icons, loaded with the shell (before its first render, so the menu never shifts): the
 * manifests name them behind `import()`, which keeps them out of the login page's chunk. An icon
 * that fails to arrive leaves its entry without one rather than the shell without a menu.
 */
export async function loadMenuIcons(): Promise<void> {
  // An area the server has off (the template demo) shows no entries: their icons are not needed.
  await loadConsoleConfig();
  const iconModules = menuSections
    .filter((section) => section.shown?.() ?? true)
    .flatMap((section) => section.entries)
    .flatMap((entry) => (entry.icon && !icons.has(entry.icon) ? [entry.icon] : []));
  await Promise.all(
    iconModules.map((icon) =>
      loadChunk(icon).then(
        (loaded) => void icons.set(icon, loaded.default),
        () => undefined,
      ),
    ),
  );
}

/** The entry's icon once loaded, hidden from assistive technology (the label names the entry). */
export function menuIcon(entry: MenuEntry | MenuGroup) {
  const Icon = entry.icon && icons.get(entry.icon);
  return Icon ? <Icon aria-hidden /> : null;
}
