import type { ValueType } from '@cubus/shared';
import { BaseDialect } from './dialect';

/**
 * MySQL and MariaDB (mounted sources): backquoted names, `?` placeholders, backslash escapes in
 * string literals, no `NULLS LAST` (said with `IS NULL` first), case-insensitive collations made
 * binary for the tie-break.
 * @example mysqlDialect.quote('order') // '`order`'
 */
class MysqlDialect extends BaseDialect {
  readonly name = 'mysql';
  protected override readonly doubleType = 'DOUBLE';
  // A mounted MySQL may be 5.7, which has no window functions.
  override readonly windowCount = false;
  protected readonly typeNames = {
    number: 'DOUBLE',
    integer: 'SIGNED',
    date: 'DATE',
    datetime: 'DATETIME',
  };
  // Text parameters stay uncast: CAST(? AS CHAR) takes the connection's collation, which a
  // column of another collation refuses to compare with.

  override quote(identifier: string): string {
    return `\`${identifier.replaceAll('`', '``')}\``;
  }

  override likeInsensitive(expr: string, placeholder: string): string {
    // In a MySQL literal a backslash escapes: '\\' is the one escape character.
    return `lower(${expr}) LIKE lower(${placeholder}) ESCAPE '\\\\'`;
  }

  arrayHas(expr: string, placeholder: string): string {
    return `JSON_CONTAINS(${expr}, JSON_QUOTE(${placeholder}))`;
  }

  override aggregate(...args: Parameters<BaseDialect['aggregate']>): string {
    return super.aggregate(...args).replaceAll('AS INTEGER)', 'AS SIGNED)');
  }

  override orderTerm(expr: string, dir: 'asc' | 'desc', type: ValueType): string {
    const term = (key: string) =>
      dir === 'asc' ? `${key} IS NULL, ${key} ASC` : `${key} IS NOT NULL, ${key} DESC`;
    if (type !== 'text') return term(expr);
    return `${term(`lower(${expr})`)}, ${term(this.binary(expr))}`;
  }

  protected override binary(expr: string): string {
    return `CAST(${expr} AS BINARY)`;
  }

  output(expr: string, type: ValueType): string {
    // Decimals and big integers would arrive as text.
    if (type === 'number') return `CAST(${expr} AS DOUBLE)`;
    return type === 'date' ? `DATE_FORMAT(${expr}, '%Y-%m-%d')` : expr;
  }
}

export const mysqlDialect = new MysqlDialect();
