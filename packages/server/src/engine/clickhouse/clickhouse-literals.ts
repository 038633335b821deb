import type { SqlValue } from '../engine';

/** A string literal: the server's HTTP interface in Debian's 18.16 has no query parameters. */
export const clickhouseLiteral = (value: string) =>
  `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A backquoted name. */
export const clickhouseName = (name: string) => `\`${name.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;

/** A bound value as a ClickHouse literal (18.16 has no `true`/`false`: booleans are 1 and 0). */
export function literalOf(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return clickhouseLiteral(value);
}

/**
 * `sql` with each `?` outside quotes replaced by the next value as a literal: the compiler writes
 * names in backquotes and values only as `?`, so a `?` in a name is never taken for one.
 * @example inlineParams('SELECT ? AS a', ["it's"]) // "SELECT 'it\\'s' AS a"
 */
export function inlineParams(sql: string, params: SqlValue[] = []): string {
  let [out, next, quote] = ['', 0, ''];
  for (let i = 0; i < sql.length; i += 1) {
    const char = sql.charAt(i);
    if (quote) {
      out += char;
      if (char === '\\') out += sql.charAt(++i);
      else if (char === quote) quote = '';
    } else if (char === '`' || char === "'") {
      quote = char;
      out += char;
    } else if (char === '?') {
      if (next >= params.length) throw new Error('more placeholders than values');
      out += literalOf(params[next++] ?? null);
    } else out += char;
  }
  if (next !== params.length) throw new Error('more values than placeholders');
  return out;
}
