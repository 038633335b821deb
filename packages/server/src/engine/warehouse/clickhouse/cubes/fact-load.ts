import type { ColumnStatistics, StatisticsKind } from '../../cubes';
import type { ClickhouseEngine } from '../clickhouse-engine';

/*
 * What a cube's proposal and load read of the domain's tables and references, as DuckDB's
 * fact-load.ts reads them. 18.16 gives an empty group's avg as nan and its min of a plain column
 * as the type's default: both are NULL here, as on DuckDB.
 */

const orNull = (column: string, expr: string) => `if(count(${column}) = 0, NULL, ${expr})`;

/** A data table's rows and its columns' statistics in one scan. */
export async function columnStatistics(
  engine: ClickhouseEngine,
  domainId: string,
  table: string,
  columns: { name: string; kind: StatisticsKind }[],
): Promise<{ rows: number; columns: ColumnStatistics[] }> {
  const quote = (name: string) => engine.dialect.quote(name);
  const parts = columns.flatMap(({ name, kind }, i) => {
    const column = quote(name);
    return [
      `count(DISTINCT ${column}) AS d${i}`,
      ...(kind === 'text' ? [`${orNull(column, `avg(length(${column}))`)} AS l${i}`] : []),
      ...(kind === 'date'
        ? [
            `${orNull(column, `toString(min(${column}))`)} AS lo${i}`,
            `${orNull(column, `toString(max(${column}))`)} AS hi${i}`,
          ]
        : []),
    ];
  });
  const [stats = {}] = await engine.execute(
    domainId,
    `SELECT ${['count() AS n', ...parts].join(', ')} FROM ${quote(table)}`,
  );
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    rows: Number(stats.n ?? 0),
    columns: columns.map((_, i) => ({
      distinct: Number(stats[`d${i}`] ?? 0),
      averageLength: stats[`l${i}`] === null || stats[`l${i}`] === undefined ? null : Number(stats[`l${i}`]),
      first: text(stats[`lo${i}`]),
      last: text(stats[`hi${i}`]),
    })),
  };
}

/** A column's decimal scale (a whole number's is 0, as DuckDB's information schema has it); none: not a number of fixed scale. */
export async function decimalScale(
  engine: ClickhouseEngine,
  domainId: string,
  table: string,
  column: string,
): Promise<number | undefined> {
  const [row] = await engine.execute(
    domainId,
    'SELECT type FROM system.columns WHERE database = currentDatabase() AND table = ? AND name = ?',
    [table, column],
  );
  const type = String(row?.type ?? '').replace(/^Nullable\((.*)\)$/, '$1');
  if (/^U?Int\d+$/.test(type)) return 0;
  const decimal = /^Decimal\(\d+, (\d+)\)$/.exec(type);
  return decimal ? Number(decimal[1]) : undefined;
}

/** A time reference's first and last year (its roots' codes) and its leaves' level; none without members. */
export async function calendarSpan(
  engine: ClickhouseEngine,
  domainId: string,
  members: string,
): Promise<{ from: number; to: number; leafLevel: number } | undefined> {
  const [span] = await engine.execute(
    domainId,
    `SELECT minIf(code, isNull(parent_id)) AS lo, maxIf(code, isNull(parent_id)) AS hi, maxIf(level, leaf = 'true') AS l FROM ${members}`,
  );
  if (!span?.lo) return undefined;
  return { from: Number(span.lo), to: Number(span.hi), leafLevel: Number(span.l) };
}
