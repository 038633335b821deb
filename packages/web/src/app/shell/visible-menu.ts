import type { AppAbility } from '../../lib/abilities';
import { type MenuSection, menuSections } from './menu-items';

/** The sections and entries this ability may see; a section with nothing left disappears. */
export function visibleMenu(ability: AppAbility, sections: MenuSection[] = menuSections): MenuSection[] {
  return sections
    .filter((section) => section.shown?.() ?? true)
    .filter((section) => !section.requires || ability.can(section.requires.action, section.requires.subject))
    .map((section) => ({
      ...section,
      entries: section.entries.filter((e) => ability.can(e.action, e.subject)),
    }))
    .filter((section) => section.entries.length > 0);
}
