import type { Locale } from '@cubus/shared';
import type { WarehouseQuery } from '../warehouse-work';

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
 * named in the loader's language, made when missing → its id and code. A reference then shows
 * what a load added in one place, for the operator to file or remove.
 */
export async function newMembersParent(
  query: WarehouseQuery,
  table: string,
  locale: Locale,
  at: Date,
): Promise<{ id: number; code: string }> {
  const code = `new-members-${at.toISOString().slice(0, 10)}`;
  const [found] = await query(`SELECT id FROM ${table} WHERE code = ?`, [code]);
  if (found) return { id: Number(found.id), code };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
  const [next] = await query(`SELECT coalesce(max(id), 0)::BIGINT + 1 AS id FROM ${table}`);
  const id = Number(next?.id ?? 1);
  await query(`INSERT INTO ${table} (id, code, name, parent_id, ord) VALUES (?, ?, ?, NULL, ?)`, [
    id,
    code,
    parentNames[locale](date),
    // After the roots there are: loads come last.
    1_000_000_000,
  ]);
  return { id, code };
}
