/**
 * What people read for a column or table name: words of snake_case, kebab-case or camelCase apart,
 * the first capitalised, the rest as they were unless shouted (`VAT` stays); the person may edit it.
 * @example captionOf('unit_price') // 'Unit price'; captionOf('orderDate') // 'Order date'; captionOf('VAT_rate') // 'VAT rate'
 */
export function captionOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
