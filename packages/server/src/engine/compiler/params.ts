import type { Dialect } from '../dialects/dialect';
import type { SqlValue } from '../engine';

/**
 * Collects bound values while SQL text is written, answering each value's placeholder. Text must
 * be written in the order the values are added: positional `?` dialects depend on it.
 * @example const p = new SqlParams(postgresDialect); `title = ${p.add('x')}` // 'title = $1'
 */
export class SqlParams {
  readonly values: SqlValue[] = [];

  constructor(readonly dialect: Dialect) {}

  add(value: SqlValue): string {
    this.values.push(value);
    return this.dialect.placeholder(this.values.length);
  }
}
