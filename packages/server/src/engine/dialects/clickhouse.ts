import type { ValueType } from '@cubus/shared';
import { BaseDialect } from './dialect';

/**
 * ClickHouse (mounted sources): backquoted names with backslash escapes, `?` placeholders that
 * the driver fills with quoted literals (Debian's 18.16 has no query parameters), LIKE escapes
 * with a backslash and has no ESCAPE clause.
 * @example clickhouseDialect.typed('?', 'date') // 'CAST(? AS Date)'
 */
class ClickhouseDialect extends BaseDialect {
  readonly name = 'clickhouse';
  protected override readonly doubleType = 'Float64';
  // Debian's 18.16 has no window functions (they came in 21.x).
  override readonly windowCount = false;
  protected readonly typeNames = {
    number: 'Float64',
    integer: 'Int64',
    date: 'Date',
    datetime: 'DateTime',
    uuid: 'UUID',
    text: 'String',
    enum: 'String',
  };

  override quote(identifier: string): string {
    return `\`${identifier.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;
  }

  override likeInsensitive(expr: string, placeholder: string): string {
    return `lower(${expr}) LIKE lower(${placeholder})`;
  }

  arrayHas(expr: string, placeholder: string): string {
    return `has(${expr}, ${placeholder})`;
  }

  // As is: the JSON output writes dates as text already, and a select alias is visible in WHERE
  // here, so a converted column would change what the filter compares.
  output(expr: string, _type: ValueType): string {
    return expr;
  }
}

export const clickhouseDialect = new ClickhouseDialect();
