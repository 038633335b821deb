/**
 * A name as the warehouse takes it for a table or a column: letters, digits and `_` (accents
 * dropped), lower case, at most 63 characters; `digitPrefix` before a leading digit and `fallback`
 * when nothing is left.
 * @example warehouseIdentifier('2024 Sales (EU)', 'column', 'c_') // 'c_2024_sales_eu'
 */
export function warehouseIdentifier(name: string, fallback: string, digitPrefix: string): string {
  const base = name
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  if (!base) return fallback;
  return (/^[0-9]/.test(base) ? `${digitPrefix}${base}` : base).slice(0, 63);
}
