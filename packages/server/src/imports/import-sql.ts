import type { TableColumn } from '@cubus/shared';
import type { Dialect } from '../engine/dialects/dialect';
import { engineTypes } from '../objects/tables/table-columns';
import type { ImportPlan } from './import-plan';

/** Identifiers are quoted by the dialect; the only literals are the constant reasons below. */
function castOf(dialect: Dialect, source: string, column: TableColumn): string {
  const quoted = dialect.quote(source);
  return column.type === 'text' ? quoted : `TRY_CAST(trim(${quoted}) AS ${engineTypes[column.type]})`;
}

/**
 * The typed staging select: each target column cast from its source text (`TRY_CAST`: a value
 * that does not fit is NULL), and `_reason` saying why a row will be rejected, or NULL.
 * The row's line is kept when the source has `_line` (previews); a staging table uses its rowid.
 * @example typedSelect(duckdbDialect, plan, 'read_csv(?, …)') // 'SELECT TRY_CAST(…) AS "id", …, … AS _reason FROM read_csv(?, …)'
 */
export function typedSelect(dialect: Dialect, plan: ImportPlan, from: string, withLine = false): string {
  const columns: string[] = [];
  const reasons: string[] = [];
  for (const { source, target } of plan.pairs) {
    const cast = castOf(dialect, source, target);
    const quoted = dialect.quote(source);
    const label = target.name;
    columns.push(`${cast} AS ${dialect.quote(target.name)}`);
    if (target.type !== 'text')
      reasons.push(
        `CASE WHEN ${quoted} IS NOT NULL AND trim(${quoted}) <> '' AND ${cast} IS NULL THEN '${label}: "' || left(${quoted}, 40) || '" is not ${target.type === 'integer' || target.type === 'bigint' ? 'an' : 'a'} ${target.type}' END`,
      );
    if (!target.nullable || target.name === plan.table.key)
      reasons.push(`CASE WHEN ${cast} IS NULL THEN '${label}: a value is required' END`);
  }
  const reason = reasons.length > 0 ? `NULLIF(concat_ws('; ', ${reasons.join(', ')}), '')` : 'NULL::VARCHAR';
  return `SELECT ${withLine ? '_line, ' : ''}${columns.join(', ')}, ${reason} AS _reason FROM ${from}`;
}

/** Rows of the staging table whose key repeats later in the file (the last one wins), then keys already in the table (append). */
export function keyChecks(dialect: Dialect, plan: ImportPlan, stage: string, mode: string): string[] {
  const key = plan.table.key;
  if (!key) return [];
  const k = dialect.quote(key);
  const statements = [
    `UPDATE ${stage} SET _reason = '${key}: repeated later in the file' WHERE _reason IS NULL AND rowid IN (SELECT r FROM (SELECT rowid AS r, row_number() OVER (PARTITION BY ${k} ORDER BY rowid DESC) AS n FROM ${stage} WHERE _reason IS NULL) AS d WHERE n > 1)`,
  ];
  if (mode === 'append')
    statements.push(
      `UPDATE ${stage} SET _reason = '${key}: exists in the table' WHERE _reason IS NULL AND ${k} IN (SELECT ${k} FROM ${dialect.quote(plan.table.name)})`,
    );
  return statements;
}

/**
 * The swap, to run between BEGIN and COMMIT: the target changes all at once or not at all. A new
 * table without rejected rows is the staging table itself, `_reason` dropped and renamed (no
 * copy); with some, the good rows are copied, because DuckDB refuses to commit a DELETE and an
 * ALTER of the same table in one transaction ("another transaction has altered this table").
 */
export function swapStatements(
  dialect: Dialect,
  plan: ImportPlan,
  stage: string,
  mode: string,
  rowsRejected: number,
): string[] {
  const target = dialect.quote(plan.table.name);
  const names = plan.pairs.map((p) => dialect.quote(p.target.name)).join(', ');
  if (!plan.existing)
    return rowsRejected === 0
      ? [`ALTER TABLE ${stage} DROP COLUMN _reason`, `ALTER TABLE ${stage} RENAME TO ${target}`]
      : [`CREATE TABLE ${target} AS SELECT ${names} FROM ${stage} WHERE _reason IS NULL`];
  const statements: string[] = [];
  if (mode === 'replace') statements.push(`DELETE FROM ${target}`);
  if (mode === 'upsert' && plan.table.key) {
    const k = dialect.quote(plan.table.key);
    statements.push(`DELETE FROM ${target} WHERE ${k} IN (SELECT ${k} FROM ${stage} WHERE _reason IS NULL)`);
  }
  statements.push(`INSERT INTO ${target} (${names}) SELECT ${names} FROM ${stage} WHERE _reason IS NULL`);
  return statements;
}
