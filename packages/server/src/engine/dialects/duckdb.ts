import type { ValueType } from '@cubus/shared';
import { BaseDialect } from './dialect';

/**
 * DuckDB (the warehouse): `?` placeholders, `CAST(? AS T)` (parameters are not cast implicitly),
 * ILIKE, lists with `list_contains`.
 * @example duckdbDialect.typed('?', 'datetime') // 'CAST(? AS TIMESTAMP)'
 */
class DuckDBDialect extends BaseDialect {
  readonly name = 'duckdb';
  protected override readonly doubleType = 'DOUBLE';
  protected readonly typeNames = {
    number: 'DOUBLE',
    integer: 'BIGINT',
    boolean: 'BOOLEAN',
    date: 'DATE',
    datetime: 'TIMESTAMP',
    uuid: 'UUID',
    text: 'VARCHAR',
    enum: 'VARCHAR',
    tags: 'VARCHAR',
    html: 'VARCHAR',
  };

  override likeInsensitive(expr: string, placeholder: string): string {
    return `${expr} ILIKE ${placeholder} ESCAPE '\\'`;
  }

  arrayHas(expr: string, placeholder: string): string {
    return `list_contains(${expr}, ${placeholder})`;
  }

  output(expr: string, type: ValueType): string {
    return type === 'date' ? `strftime(${expr}, '%Y-%m-%d')` : expr;
  }
}

export const duckdbDialect = new DuckDBDialect();
