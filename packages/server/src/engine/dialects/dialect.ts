import type { AggregateOperand, MeasureType, ValueType } from '@cubus/shared';

/** How a pattern condition matches: `contains` → `%v%`, `starts` → `v%`, `ends` → `%v`. */
export type PatternKind = 'contains' | 'starts' | 'ends';

/**
 * What differs between SQL engines, and nothing else: the compiler writes every statement through
 * one of these. A new engine is a small file overriding what its SQL does differently.
 * @example postgresDialect.quote('order') // '"order"'; duckdbDialect.placeholder(3) // '?'
 */
export interface Dialect {
  readonly name: string;
  /** A quoted identifier; only names from an object's schema or the engine's catalog reach it. */
  quote(identifier: string): string;
  /** The text of the n-th bound parameter (1-based), in order of appearance. */
  placeholder(index: number): string;
  /** A parameter read as the field's type, so the engine never guesses (dates, uuids, numbers). */
  typed(placeholder: string, type: ValueType): string;
  /** Case-insensitive pattern match of an already escaped pattern parameter (escape char `\`). */
  likeInsensitive(expr: string, placeholder: string): string;
  /** True when a set-valued (`tags`) column holds the parameter. */
  arrayHas(expr: string, placeholder: string): string;
  /**
   * A `number` field as a filter compares it with a bound number: as it is, unless the engine
   * cannot compare its decimals with a double (ClickHouse).
   */
  comparableNumber(expr: string): string;
  /** `expr` is none of `list` (SQL's NOT IN: a NULL is not taken). */
  notIn(expr: string, list: string): string;
  /** An aggregate whose result the driver returns as a plain number (no bigint, no decimal text). */
  aggregate(operand: AggregateOperand, expr: string | null, fieldType: ValueType | null): string;
  /** A column as the answer shows it: dates as `yyyy-mm-dd` text. */
  output(expr: string, type: ValueType): string;
  /**
   * One sort key: nulls last ascending, first descending (PostgreSQL's default, said explicitly).
   * Text sorts case-insensitively, then by code point, the same on every engine.
   */
  orderTerm(expr: string, dir: 'asc' | 'desc', type: ValueType): string;
  limitOffset(limit: number, offset: number): string;
  /** The n-th element (1-based) of a list column; `index` is trusted SQL (an expression or a number). */
  listElement(expr: string, index: string): string;
  /** Over a group: `value` of the row with the greatest `key` (a measure's `last`, over sums per period). */
  lastValue(value: string, key: string): string;
  /**
   * The engine has window functions, so a grouped page can carry the number of groups
   * (`count(*) OVER ()`) from the same scan.
   */
  readonly windowCount: boolean;
  /**
   * Over a group: the sum of `value` over its rows at the greatest `key` among those with a value
   * (a `last` folded over the time dimension in one pass: the latest period's value, added up).
   */
  sumAtLatest(value: string, key: string): string;
  /** The elements of a list column, one row each. */
  unnestList(expr: string): string;
  /** Whether list `list` holds every item of list `items`. */
  listHasAll(list: string, items: string): string;
  /** Items `from` … `to` of a list (1-based, both kept; none when `to` is before `from`); both trusted SQL. */
  listSlice(expr: string, from: string, to: string): string;
  /** A text of comma-separated items as a list of texts. */
  textList(expr: string): string;
  /** The column type of a cube measure's values: whole numbers, exact decimals or doubles. */
  measureType(measure: MeasureTypeSpec): string;
  /** `expr` converted to a measure's type, rounded half away from zero. */
  toMeasureType(measure: MeasureTypeSpec, expr: string): string;
  /** The exact type a factor is bound as before it multiplies a whole or decimal measure. */
  exactFactorType(): string;
  /** A list of doubles (a distinct count's values), its one-element literal and its length. */
  numberListType(): string;
  listOf(expr: string): string;
  listLength(expr: string): string;
  /** Over a group: the distinct values of `expr` as a list; the distinct values of the lists of `expr`. */
  distinctList(expr: string): string;
  mergeDistinctLists(expr: string): string;
  /** `expr` as text, NULL as NULL (a member code read from a source column). */
  asText(expr: string): string;
  /** The code a time reference's generator gives the period of a date or timestamp (`2024-Q1`, `2024-03-05`). */
  timeCode(expr: string, level: 'year' | 'quarter' | 'month' | 'day'): string;
}

/** A measure's declared type: a decimal has its precision and scale. */
export interface MeasureTypeSpec {
  type: MeasureType;
  precision?: number | undefined;
  scale?: number | undefined;
}

/** Engine names as types: what `typed` casts to. */
export type TypeNames = Partial<Record<ValueType, string>>;

/** ANSI SQL with `?` placeholders; the dialects override what their engine does otherwise. */
export abstract class BaseDialect implements Dialect {
  abstract readonly name: string;
  protected abstract readonly typeNames: TypeNames;
  protected readonly doubleType: string = 'DOUBLE PRECISION';
  readonly windowCount: boolean = true;

  quote(identifier: string): string {
    return `"${identifier.replaceAll('"', '""')}"`;
  }

  placeholder(_index: number): string {
    return '?';
  }

  typed(placeholder: string, type: ValueType): string {
    const name = this.typeNames[type];
    return name ? `CAST(${placeholder} AS ${name})` : placeholder;
  }

  likeInsensitive(expr: string, placeholder: string): string {
    return `lower(${expr}) LIKE lower(${placeholder}) ESCAPE '\\'`;
  }

  abstract arrayHas(expr: string, placeholder: string): string;

  comparableNumber(expr: string): string {
    return expr;
  }

  notIn(expr: string, list: string): string {
    return `${expr} NOT IN (${list})`;
  }

  aggregate(operand: AggregateOperand, expr: string | null, fieldType: ValueType | null): string {
    const target = expr ?? '*';
    switch (operand) {
      case 'count':
        return `CAST(count(${target}) AS INTEGER)`;
      case 'countd':
        return `CAST(count(DISTINCT ${target}) AS INTEGER)`;
      case 'sum':
      case 'avg':
        return `CAST(${operand}(${target}) AS ${this.doubleType})`;
      default:
        // Decimals come back as text from some drivers: min/max of numbers are doubles too.
        return fieldType === 'number'
          ? `CAST(${operand}(${target}) AS ${this.doubleType})`
          : this.output(`${operand}(${target})`, fieldType ?? 'text');
    }
  }

  abstract output(expr: string, type: ValueType): string;

  orderTerm(expr: string, dir: 'asc' | 'desc', type: ValueType): string {
    const term = (key: string) => (dir === 'asc' ? `${key} ASC NULLS LAST` : `${key} DESC NULLS FIRST`);
    if (type !== 'text') return term(expr);
    return `${term(this.binary(`lower(${expr})`))}, ${term(this.binary(expr))}`;
  }

  /** Text compared by code point; engines whose default collation is binary leave it as is. */
  protected binary(expr: string): string {
    return expr;
  }

  limitOffset(limit: number, offset: number): string {
    return offset > 0 ? `LIMIT ${limit} OFFSET ${offset}` : `LIMIT ${limit}`;
  }

  listElement(expr: string, index: string): string {
    return `${expr}[${index}]`;
  }

  lastValue(value: string, key: string): string {
    return `arg_max(${value}, CASE WHEN ${value} IS NULL THEN NULL ELSE ${key} END)`;
  }

  sumAtLatest(value: string, key: string): string {
    const rows = `list({'p': ${key}, 'v': ${value}}) FILTER (WHERE ${value} IS NOT NULL)`;
    const latest = `max(${key}) FILTER (WHERE ${value} IS NOT NULL)`;
    return `list_sum(list_transform(list_filter(${rows}, x -> x.p = ${latest}), x -> x.v))`;
  }

  unnestList(expr: string): string {
    return `unnest(${expr})`;
  }

  listHasAll(list: string, items: string): string {
    return `list_has_all(${list}, ${items})`;
  }

  listSlice(expr: string, from: string, to: string): string {
    return `list_slice(${expr}, ${from}, ${to})`;
  }

  textList(expr: string): string {
    return `string_split(${expr}, ',')`;
  }

  // Cube measures, spelled as DuckDB (the warehouse) does; another warehouse overrides them.
  measureType(measure: MeasureTypeSpec): string {
    if (measure.type === 'integer') return 'BIGINT';
    if (measure.type === 'float') return this.doubleType;
    return `DECIMAL(${measure.precision ?? 18}, ${measure.scale ?? 0})`;
  }

  toMeasureType(measure: MeasureTypeSpec, expr: string): string {
    // DuckDB's casts to DECIMAL round half away from zero, as round() does; a cast of a double
    // to BIGINT would round half to even.
    if (measure.type === 'integer') return `CAST(round(${expr}) AS BIGINT)`;
    return `CAST(${expr} AS ${this.measureType(measure)})`;
  }

  exactFactorType(): string {
    return 'DECIMAL(38, 12)';
  }

  numberListType(): string {
    return `${this.doubleType}[]`;
  }

  listOf(expr: string): string {
    return `list_value(${expr})`;
  }

  listLength(expr: string): string {
    return `len(${expr})`;
  }

  distinctList(expr: string): string {
    return `list_distinct(list(${expr}))`;
  }

  mergeDistinctLists(expr: string): string {
    return `list_distinct(flatten(list(${expr})))`;
  }

  asText(expr: string): string {
    return `CAST(${expr} AS VARCHAR)`;
  }

  timeCode(expr: string, level: 'year' | 'quarter' | 'month' | 'day'): string {
    if (level === 'quarter') return `strftime(${expr}, '%Y') || '-Q' || CAST(quarter(${expr}) AS VARCHAR)`;
    return `strftime(${expr}, '${{ year: '%Y', month: '%Y-%m', day: '%Y-%m-%d' }[level]}')`;
  }
}
