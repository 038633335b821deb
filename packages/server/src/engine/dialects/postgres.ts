import type { ValueType } from '@cubus/shared';
import { BaseDialect } from './dialect';

/**
 * PostgreSQL (the metadata store, on PGlite or a server): `$n` placeholders, `::type` casts,
 * ILIKE, arrays with `= ANY`.
 * @example postgresDialect.typed('$1', 'date') // '$1::date'
 */
class PostgresDialect extends BaseDialect {
  readonly name = 'postgres';
  protected readonly typeNames = {
    number: 'double precision',
    integer: 'bigint',
    boolean: 'boolean',
    date: 'date',
    datetime: 'timestamptz',
    uuid: 'uuid',
    text: 'text',
    enum: 'text',
    tags: 'text',
    html: 'text',
  };

  override placeholder(index: number): string {
    return `$${index}`;
  }

  override typed(placeholder: string, type: ValueType): string {
    const name = this.typeNames[type as keyof typeof this.typeNames];
    return name ? `${placeholder}::${name}` : placeholder;
  }

  override likeInsensitive(expr: string, placeholder: string): string {
    return `${expr} ILIKE ${placeholder} ESCAPE '\\'`;
  }

  arrayHas(expr: string, placeholder: string): string {
    return `${placeholder} = ANY(${expr})`;
  }

  // The database's collation (en_US, C, …) would make the order depend on the install.
  protected override binary(expr: string): string {
    return `${expr} COLLATE "C"`;
  }

  output(expr: string, type: ValueType): string {
    // node-postgres turns a date into a local-midnight Date: text keeps the day as stored.
    return type === 'date' ? `to_char(${expr}, 'YYYY-MM-DD')` : expr;
  }
}

export const postgresDialect = new PostgresDialect();
