import type { AppAbility } from '../../lib/abilities';
import { isMenuGroup, type MenuEntry, type MenuGroup, type MenuSection, menuSections } from './menu-items';

/** The sections and entries this ability may see; a group or section with nothing left disappears. */
export function visibleMenu(ability: AppAbility, sections: MenuSection[] = menuSections): MenuSection[] {
  return sections
    .filter((section) => section.shown?.() ?? true)
    .filter((section) => !section.requires || ability.can(section.requires.action, section.requires.subject))
    .map((section) => ({
      ...section,
      entries: section.entries.flatMap((entry): (MenuEntry | MenuGroup)[] => {
        if (!isMenuGroup(entry)) return ability.can(entry.action, entry.subject) ? [entry] : [];
        const children = entry.children.filter((e) => ability.can(e.action, e.subject));
        return children.length > 0 ? [{ ...entry, children }] : [];
      }),
    }))
    .filter((section) => section.entries.length > 0);
}
