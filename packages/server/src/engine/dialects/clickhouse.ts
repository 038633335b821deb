import type { ValueType } from '@cubus/shared';
import { BaseDialect, type MeasureTypeSpec } from './dialect';

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

  // A bound time is ISO 8601 with its zone (`2024-02-10T11:30:00.000Z`), which CAST does not read.
  override typed(placeholder: string, type: ValueType): string {
    return type === 'datetime' ? `parseDateTimeBestEffort(${placeholder})` : super.typed(placeholder, type);
  }

  override quote(identifier: string): string {
    return `\`${identifier.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;
  }

  override likeInsensitive(expr: string, placeholder: string): string {
    return `lower(${expr}) LIKE lower(${placeholder})`;
  }

  arrayHas(expr: string, placeholder: string): string {
    return `has(${expr}, ${placeholder})`;
  }

  // 18.16 compares a Decimal with no double (`No operation less between Decimal(18, 4) and
  // Float64`): the column is compared as the double nearest to it, as the bound number is.
  override comparableNumber(expr: string): string {
    return `toFloat64(${expr})`;
  }

  // ClickHouse's `NULL NOT IN (…)` is true; SQL's is NULL, so a NULL is not taken.
  override notIn(expr: string, list: string): string {
    return `(${expr} IS NOT NULL AND ${expr} NOT IN (${list}))`;
  }

  override measureType(measure: MeasureTypeSpec): string {
    if (measure.type === 'integer') return 'Int64';
    if (measure.type === 'float') return 'Float64';
    return `Decimal(${measure.precision ?? 18}, ${measure.scale ?? 0})`;
  }

  /**
   * A cast of a double to Decimal truncates its binary value (1.15 is 1.1499…, 1.14), so the value
   * goes through its rounded text: a double rounded as DuckDB rounds it (half away from zero of
   * x·10^scale; round() of a float is not that on every release), a decimal or whole number by
   * round(), exact. Which one is chosen by the value's type; both must compile. A whole number is
   * read as Decimal(18, 0) first: past 18 digits an error, where Int64 would wrap. NULL stays NULL
   * (18.16 casts no NULL to a plain type; a cast to Nullable makes bad text NULL). `expr` is written
   * once, as a lambda's argument: it may hold placeholders.
   */
  override toMeasureType(measure: MeasureTypeSpec, expr: string): string {
    if (measure.type === 'float') return `toFloat64(${expr})`;
    const scale = measure.type === 'integer' ? 0 : (measure.scale ?? 0);
    const units = `if(toFloat64(x) < 0, -1, 1) * floor(abs(toFloat64(x)) * 1e${scale} + 0.5)`;
    const text = `if(toTypeName(x) LIKE '%Float%', toString((${units}) / 1e${scale}), toString(round(x, ${scale})))`;
    const exact = `CAST(ifNull(${text}, '0') AS ${measure.type === 'integer' ? 'Decimal(18, 0)' : this.measureType(measure)})`;
    return `arrayMap(x -> if(isNull(x), NULL, ${measure.type === 'integer' ? `toInt64(${exact})` : exact}), [${expr}])[1]`;
  }

  override exactFactorType(): string {
    return 'Decimal(38, 12)';
  }

  override numberListType(): string {
    return 'Array(Float64)';
  }

  override listOf(expr: string): string {
    return `[${expr}]`;
  }

  override listLength(expr: string): string {
    return `length(${expr})`;
  }

  override distinctList(expr: string): string {
    return `groupUniqArray(${expr})`;
  }

  override mergeDistinctLists(expr: string): string {
    return `groupUniqArrayArray(${expr})`;
  }

  override lastValue(value: string, key: string): string {
    return `argMaxIf(${value}, ${key}, ${value} IS NOT NULL)`;
  }

  // 18.16's arraySum adds no Nullable nor Decimal: the latest values are summed by arrayReduce; a
  // group of no value is NULL, as a sum of none is.
  override sumAtLatest(value: string, key: string): string {
    const rows = `groupArrayIf((${key}, assumeNotNull(${value})), ${value} IS NOT NULL)`;
    const latest = `arrayFilter(r -> r.1 = maxIf(${key}, ${value} IS NOT NULL), ${rows})`;
    return `if(countIf(${value} IS NOT NULL) = 0, NULL, arrayReduce('sum', arrayMap(r -> r.2, ${latest})))`;
  }

  override unnestList(expr: string): string {
    return `arrayJoin(${expr})`;
  }

  override listHasAll(list: string, items: string): string {
    return `hasAll(${list}, ${items})`;
  }

  // A negative length would count from the end: an empty slice is asked as length 0.
  override listSlice(expr: string, from: string, to: string): string {
    return `arraySlice(${expr}, ${from}, greatest(0, ${to} - ${from} + 1))`;
  }

  override textList(expr: string): string {
    return `splitByChar(',', ${expr})`;
  }

  // A cast to String takes no NULL in 18.16.
  override asText(expr: string): string {
    return `toString(${expr})`;
  }

  override timeCode(expr: string, level: 'year' | 'quarter' | 'month' | 'day'): string {
    if (level === 'quarter') return `concat(toString(toYear(${expr})), '-Q', toString(toQuarter(${expr})))`;
    return `formatDateTime(${expr}, '${{ year: '%Y', month: '%Y-%m', day: '%Y-%m-%d' }[level]}')`;
  }

  // As is: the JSON output writes dates as text already, and a select alias is visible in WHERE
  // here, so a converted column would change what the filter compares.
  output(expr: string, _type: ValueType): string {
    return expr;
  }
}

export const clickhouseDialect = new ClickhouseDialect();
