export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every string of a locale file by its dotted key, e.g. `menu.cubes` → "Cubes". */
export function leaves(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The `{{name}}` placeholders of a message, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+(?:, \w+)?)\}\}/g)].map((m) => m[1]).sort();

const pluralForm = /_(zero|one|two|few|many|other)$/;

/**
 * A bundle's strings with plural forms folded into their key (`rows_one`, `rows_few` → `rows`, read
 * as its `_other` form): languages differ in their forms, not in their keys.
 */
export function foldPlurals(strings: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of strings) {
    const base = key.replace(pluralForm, '');
    if (base === key || key.endsWith('_other') || !out.has(base)) out.set(base, text);
  }
  return out;
}
