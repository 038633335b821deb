import { commaGroupSign, commaNumberPattern, type TableColumn } from '@cubus/shared';
import type { Dialect } from '../../dialects/dialect';
import { type ImportLayout, reasonParts, reasonSql, type WrittenValues } from '../import-staging';
import { columnTypeOf, engineTypes } from './column-types';

/** Types whose cast from text refuses surrounding blanks; numbers and dates take them as they are. */
const trimmedTypes = new Set<TableColumn['type']>(['boolean', 'timestamp']);

const isText = (engineType: string) => engineType.toUpperCase() === 'VARCHAR';

/** The source's value already has the target's type: nothing to cast, nothing can fail. */
const sameType = (sourceType: string, column: TableColumn) => columnTypeOf(sourceType) === column.type;

type Pair = ImportLayout['pairs'][number];

/** A cast that may find a value it cannot make into the target's type (text takes any value). */
const castCanFail = ({ sourceType, target }: Pair) => target.type !== 'text' && !sameType(sourceType, target);

/** A target column whose rows must have a value: not nullable, or the table's key. */
const required = (plan: ImportLayout, target: TableColumn) =>
  !target.nullable || target.name === plan.table.key;

/**
 * Whether a row of the source can be rejected at all: a cast that can fail, a required value (a
 * key among them). When none can, the staging keeps no `_reason` and there is nothing to judge.
 */
export const rowsCanBeRejected = (plan: ImportLayout) =>
  plan.pairs.some((pair) => castCanFail(pair) || required(plan, pair.target));

const numberTypes = new Set<TableColumn['type']>(['integer', 'bigint', 'double', 'decimal']);

/** The ways a date is written in each order (`31.12.2024`, `31/12/2024`, `31-12-2024`), for `try_strptime`. */
const dateFormats = {
  dmy: ['%d.%m.%Y', '%d/%m/%Y', '%d-%m-%Y'],
  mdy: ['%m/%d/%Y', '%m-%d-%Y', '%m.%d.%Y'],
} as const;

/** A number written with a decimal comma, as `commaNumberPattern` shapes it, or NULL. */
function commaNumber(text: string, type: TableColumn['type']): string {
  const trimmed = `trim(${text})`;
  const plain = `replace(regexp_replace(${trimmed}, '${commaGroupSign}', '', 'g'), ',', '.')`;
  return `TRY_CAST(CASE WHEN regexp_full_match(${trimmed}, '${commaNumberPattern}') THEN ${plain} END AS ${engineTypes[type]})`;
}

/** A date or timestamp written day or month first: with a time to the second or minute, or none. */
function writtenDate(text: string, order: 'dmy' | 'mdy', type: TableColumn['type']): string {
  const days = dateFormats[order];
  const formats = type === 'timestamp' ? days.flatMap((d) => [`${d} %H:%M:%S`, `${d} %H:%M`, d]) : days;
  return `TRY_CAST(try_strptime(trim(${text}), [${formats.map((f) => `'${f}'`).join(', ')}]) AS ${engineTypes[type]})`;
}

/**
 * A target value from its source column: as it is when the types match, text from any type, and a
 * `TRY_CAST` otherwise (from text, blanks trimmed where the cast refuses them; from a typed
 * value directly, never through text). Text written as `written` says: a decimal comma's number
 * without the dots or spaces grouping its digits, a date by its day-first or month-first formats.
 * Identifiers are quoted by the dialect.
 */
function castOf(dialect: Dialect, pair: Pair, written: WrittenValues | undefined): string {
  const { sourceType, target } = pair;
  const quoted = dialect.quote(pair.source);
  if (sameType(sourceType, target)) return quoted;
  if (target.type === 'text') return `CAST(${quoted} AS VARCHAR)`;
  if (isText(sourceType) && written) {
    if (written.decimal === ',' && numberTypes.has(target.type)) return commaNumber(quoted, target.type);
    if (written.dates !== 'ymd' && (target.type === 'date' || target.type === 'timestamp'))
      return writtenDate(quoted, written.dates, target.type);
  }
  const value = isText(sourceType) && trimmedTypes.has(target.type) ? `trim(${quoted})` : quoted;
  return `TRY_CAST(${value} AS ${engineTypes[target.type]})`;
}

/**
 * The typed staging select: each target column from its source column (`TRY_CAST` where the
 * types differ: a value that does not fit is NULL), and `_reason` saying why a row will be
 * rejected, or NULL.
 * Each value is cast once, in an inner select (`_v<i>`, its text `_r<i>`: generated names, so no
 * source column can clash), and the reasons are only worked out for a row with a NULL among them.
 * The row's line is kept when the source has `_line` (previews); a staging table uses its rowid.
 * @example typedSelect(duckdbDialect, plan, 'read_csv(?, …)') // 'SELECT _v0 AS "id", …, CASE … END AS _reason FROM (SELECT TRY_CAST(…) AS _v0, … FROM read_csv(?, …)) AS _source'
 */
export function typedSelect(dialect: Dialect, plan: ImportLayout, from: string, withLine = false): string {
  const line = withLine ? '_line, ' : '';
  const inner: string[] = [];
  const columns: string[] = [];
  const reasons: string[] = [];
  const guards: string[] = [];
  plan.pairs.forEach((pair, index) => {
    const { source, sourceType, target } = pair;
    const [value, raw] = [`_v${index}`, `_r${index}`];
    const label = target.name;
    inner.push(`${castOf(dialect, pair, plan.written)} AS ${value}`);
    columns.push(`${value} AS ${dialect.quote(target.name)}`);
    const needed = required(plan, target);
    const canFail = castCanFail(pair);
    if (canFail) {
      inner.push(`${dialect.quote(source)} AS ${raw}`);
      // The source's text, only worked out for a row whose cast failed.
      const text = isText(sourceType) ? raw : `CAST(${raw} AS VARCHAR)`;
      reasons.push(
        `CASE WHEN ${value} IS NULL AND ${raw} IS NOT NULL AND trim(${text}) <> '' THEN ${reasonSql('notType', [label, { sql: `left(${text}, 40)` }, target.type])} END`,
      );
    }
    if (needed) reasons.push(`CASE WHEN ${value} IS NULL THEN ${reasonSql('required', [label])} END`);
    if (needed || canFail) guards.push(`${value} IS NULL`);
  });
  const reason =
    reasons.length > 0
      ? `CASE WHEN ${guards.join(' OR ')} THEN NULLIF(concat_ws(${reasonParts.reason}, ${reasons.join(', ')}), '') END`
      : 'NULL::VARCHAR';
  return `SELECT ${line}${columns.join(', ')}, ${reason} AS _reason FROM (SELECT ${line}${inner.join(', ')} FROM ${from}) AS _source`;
}

/**
 * The target values alone, for a source none of whose rows can be rejected (`rowsCanBeRejected`):
 * a typed column as it is, no `_reason` worked out or stored.
 * @example valuesSelect(duckdbDialect, plan, 'read_parquet(?)') // 'SELECT "date" AS "date", CAST("code" AS VARCHAR) AS "code" FROM read_parquet(?)'
 */
export function valuesSelect(dialect: Dialect, plan: ImportLayout, from: string): string {
  const columns = plan.pairs.map(
    (pair) => `${castOf(dialect, pair, plan.written)} AS ${dialect.quote(pair.target.name)}`,
  );
  return `SELECT ${columns.join(', ')} FROM ${from}`;
}

/** Rows of the staging table whose key repeats later in the file (the last one wins), then keys already in the table (append). */
export function keyChecks(dialect: Dialect, plan: ImportLayout, stage: string, mode: string): string[] {
  const key = plan.table.key;
  if (!key) return [];
  const k = dialect.quote(key);
  const statements = [
    `UPDATE ${stage} SET _reason = ${reasonSql('repeated', [key])} WHERE _reason IS NULL AND rowid IN (SELECT r FROM (SELECT rowid AS r, row_number() OVER (PARTITION BY ${k} ORDER BY rowid DESC) AS n FROM ${stage} WHERE _reason IS NULL) AS d WHERE n > 1)`,
  ];
  if (mode === 'append')
    statements.push(
      `UPDATE ${stage} SET _reason = ${reasonSql('exists', [key])} WHERE _reason IS NULL AND ${k} IN (SELECT ${k} FROM ${dialect.quote(plan.table.name)})`,
    );
  return statements;
}

/** Whether the swap renames the staging table into the target: a new table without rejected rows. */
export const swapRenamesStage = (plan: ImportLayout, rejectedRows: number) =>
  !plan.existing && rejectedRows === 0;

/**
 * The swap, to run between BEGIN and COMMIT: the target changes all at once or not at all. A new
 * table without rejected rows is the staging table itself, renamed (no copy; `_reason` dropped
 * when it was `judged`); with some, the good rows are copied, because DuckDB refuses to commit a
 * DELETE and an ALTER of the same table in one transaction ("another transaction has altered this
 * table"). A staging table not `judged` (`rowsCanBeRejected`) has no `_reason`: all its rows are good.
 */
export function swapStatements(
  dialect: Dialect,
  plan: ImportLayout,
  stage: string,
  mode: string,
  rejected: { judged: boolean; rows: number },
): string[] {
  const target = dialect.quote(plan.table.name);
  const names = plan.pairs.map((p) => dialect.quote(p.target.name)).join(', ');
  const goodRows = rejected.judged ? ' WHERE _reason IS NULL' : '';
  if (swapRenamesStage(plan, rejected.rows)) {
    const rename = `ALTER TABLE ${stage} RENAME TO ${target}`;
    return rejected.judged ? [`ALTER TABLE ${stage} DROP COLUMN _reason`, rename] : [rename];
  }
  if (!plan.existing) return [`CREATE TABLE ${target} AS SELECT ${names} FROM ${stage}${goodRows}`];
  const statements: string[] = [];
  if (mode === 'replace') statements.push(`DELETE FROM ${target}`);
  if (mode === 'upsert' && plan.table.key) {
    const k = dialect.quote(plan.table.key);
    statements.push(`DELETE FROM ${target} WHERE ${k} IN (SELECT ${k} FROM ${stage}${goodRows})`);
  }
  statements.push(`INSERT INTO ${target} (${names}) SELECT ${names} FROM ${stage}${goodRows}`);
  return statements;
}
