import type { Locale } from '@cubus/shared';

/** The parent's name in the language of who loads, e.g. "New members (import of 25 Nov 2026)". */
const parentNames: Record<Locale, (date: string) => string> = {
  en: (date) => `New members (import of ${date})`,
  ru: (date) => `Новые элементы (загрузка от ${date})`,
  de: (date) => `Neue Elemente (Import vom ${date})`,
  fr: (date) => `Nouveaux membres (import du ${date})`,
  pt: (date) => `Novos membros (importação de ${date})`,
};

/**
 * The member new members of a load go under: one root per day of loads (`new-members-<date>`),
 * named in the loader's language, made by the load when missing. A reference then shows what a
 * load added in one place, for the operator to file or remove.
 */
export function newMembersParent(locale: Locale, at: Date): { code: string; name: string } {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
  return { code: `new-members-${at.toISOString().slice(0, 10)}`, name: parentNames[locale](date) };
}
