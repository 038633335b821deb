/**
 * Page `page` (from 1) of `perPage` records; a page past the end is empty.
 * @example paginate([1, 2, 3], 2, 2) // [3]
 */
export function paginate<T>(records: T[], perPage: number, page: number): T[] {
  return records.slice((page - 1) * perPage, page * perPage);
}

/** A positive whole number from a query parameter, or `fallback`. */
export function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Case-insensitive "contains", the demo lists' search rule. */
export function includesText(haystack: string, query: string): boolean {
  return haystack.toLowerCase().includes(query.trim().toLowerCase());
}
