import type { SqlValue, WarehouseEngine, WarehouseQuery } from '../../engine';
import { plain } from '../../plain-row';
import { valueTypes } from '../column-values';
import {
  decodeReasons,
  type ImportFile,
  type ImportLayout,
  type ImportStaging,
  type PreviewRow,
  type RejectedRow,
  type SourceColumn,
  type SwappedRun,
  swappedRunOf,
} from '../import-staging';
import { columnTypeOf } from './column-types';
import { sourceRelation } from './import-source';
import {
  keyChecks,
  rowsCanBeRejected,
  swapRenamesStage,
  swapStatements,
  typedSelect,
  valuesSelect,
} from './import-sql';
import { lineOfStaged, unevenInHead, unevenLineCount, unevenSample } from './uneven-lines';

/**
 * Marks in the domain's warehouse which jobs swapped, committed with the swap: a retried job id
 * loads nothing twice, and a table a run made is still known when the server stopped before
 * registering it.
 */
const runsTable = '_cubus_import_runs';

export const stageTable = (jobId: string) => `"_stage_${jobId.replaceAll('-', '')}"`;

/** What a job's committed swap loaded, and the table it made (null when it loaded an existing one). */
export async function swappedRun(query: WarehouseQuery, jobId: string): Promise<SwappedRun | undefined> {
  await query(
    `CREATE TABLE IF NOT EXISTS ${runsTable} (job_id VARCHAR, loaded BIGINT, rejected BIGINT, new_table VARCHAR, new_columns VARCHAR)`,
  );
  const [done] = await query(
    `SELECT loaded, rejected, new_table, new_columns FROM ${runsTable} WHERE job_id = ?`,
    [jobId],
  );
  if (!done) return undefined;
  return swappedRunOf(done);
}

const described = (rows: Record<string, unknown>[]): SourceColumn[] =>
  rows.map((r) => {
    const type = String(r.column_type);
    return { name: String(r.column_name), type, columnType: columnTypeOf(type) };
  });

/**
 * An import's staging on a DuckDB session of its own (see `ImportStaging`), in the table `stage`
 * (the warehouse's own by default, which the swap renames into place). A source none of whose
 * rows can be rejected is staged as its values alone, with no `_reason` to judge, unless the
 * caller `judgesMore` (rejects rows of its own in `_reason`).
 * A CSV's lines that do not split into its columns are skipped by the staging read and kept in the
 * session (`unevenLineCount`): rejected rows that are not in the staging table.
 */
export async function openDuckDBImport(
  engine: WarehouseEngine,
  domainId: string,
  jobId: string,
  file: ImportFile,
  { stage = stageTable(jobId), judgesMore = false }: { stage?: string; judgesMore?: boolean } = {},
): Promise<ImportStaging> {
  const { dialect } = engine;
  // Read again (a preview, a rejected row's values) skipping the uneven lines the staging kept.
  const relation = sourceRelation(file, 'skip');
  const csv = file.format === 'csv' ? file : undefined;
  const session = await engine.openServerSession(domainId);
  const query: WarehouseQuery = (sql: string, params: SqlValue[] = []) => session.query(sql, params);
  // A preview, or a run an earlier attempt finished, stages nothing to drop.
  let staged = false;
  // Whether the staging table has `_reason`: worked out from the layout, so a swap of what an
  // earlier attempt staged reads the same table the stage made.
  const judged = (layout: ImportLayout) => judgesMore || rowsCanBeRejected(layout);
  // What the stage read: whether it judged its rows, and the uneven lines it skipped.
  let stagedJudged = false;
  let uneven = 0;
  /** The first `limit` rows the staging rejected, their values read again by their place in the read. */
  async function stagedSample(limit: number): Promise<RejectedRow[]> {
    const first = `SELECT rowid + 1 AS position, _reason FROM ${stage} WHERE _reason IS NOT NULL ORDER BY rowid LIMIT ${limit}`;
    const line = csv && uneven > 0 ? lineOfStaged(csv, 's.position') : 's.position';
    const reasons = await query(`SELECT s.position, ${line} AS line, s._reason FROM (${first}) AS s`);
    if (reasons.length === 0) return [];
    const raw = await query(
      `SELECT * FROM (SELECT row_number() OVER () AS _line, * FROM ${relation.sql}) AS r WHERE _line IN (${reasons.map((r) => Number(r.position)).join(', ')})`,
      relation.params,
    );
    return reasons.map((r) => {
      const { _line: _, ...values } = raw.find((row) => Number(row._line) === Number(r.position)) ?? {};
      return {
        line: Number(r.line),
        ...decodeReasons(String(r._reason)),
        values: Object.fromEntries(
          Object.entries(values).map(([k, v]) => [k, v === null ? null : String(v).slice(0, 200)]),
        ),
      };
    });
  }
  return {
    swapped: () => swappedRun(query, jobId),
    async describe(firstRows) {
      if (firstRows === undefined)
        return described(await query(`DESCRIBE SELECT * FROM ${relation.columnsSql}`, relation.params));
      const rows = await query(
        `DESCRIBE SELECT * FROM ${previewRows(relation.sql, firstRows)} AS d`,
        relation.params,
      );
      return described(rows).filter((column) => column.name !== '_line');
    },
    async stage(layout) {
      staged = true;
      // One pass: read, cast and judge every row into the staging table (file order is kept, so a
      // row's rowid + 1 is its line among the data rows, but for the uneven lines skipped before
      // it); the values alone when no row can be rejected. It replaces what an earlier attempt of
      // the job staged.
      stagedJudged = judged(layout);
      const select = stagedJudged ? typedSelect : valuesSelect;
      const read = csv ? sourceRelation(csv, 'keep').sql : relation.sql;
      // DuckDB answers a CREATE TABLE AS with the rows it wrote (`Count`): none to count again.
      const [made] = await query(
        `CREATE OR REPLACE TABLE ${stage} AS ${select(dialect, layout, read)}`,
        relation.params,
      );
      const rows = Number(made?.Count ?? 0);
      uneven = csv ? await unevenLineCount(query, rows) : 0;
      return rows + uneven;
    },
    async judgeKeys(layout, mode) {
      // No cast can fail and no value is required, a key's neither: no staged row to reject.
      if (!judged(layout)) return uneven;
      for (const statement of keyChecks(dialect, layout, stage, mode)) await query(statement);
      const [bad] = await query(`SELECT count(*)::BIGINT AS n FROM ${stage} WHERE _reason IS NOT NULL`);
      return Number(bad?.n ?? 0) + uneven;
    },
    async rejectedSample(limit) {
      const staged = stagedJudged ? await stagedSample(limit) : [];
      const skipped = csv && uneven > 0 ? await unevenSample(query, csv, limit) : [];
      return [...staged, ...skipped].sort((a, b) => a.line - b.line).slice(0, limit);
    },
    async swap(layout, mode, run, beforeCommit) {
      await query('BEGIN TRANSACTION');
      try {
        for (const statement of swapStatements(dialect, layout, stage, mode, {
          judged: judged(layout),
          rows: run.rowsRejected,
        }))
          await query(statement);
        await query(`INSERT INTO ${runsTable} VALUES (?, ?, ?, ?, ?)`, [
          run.jobId,
          run.rowsLoaded,
          run.rowsRejected,
          run.created ? run.tableName : null,
          run.created ? JSON.stringify(run.columns) : null,
        ]);
        beforeCommit();
        await query('COMMIT');
        // Renamed into the target: no staging table is left to drop.
        staged = !swapRenamesStage(layout, run.rowsRejected);
      } catch (error) {
        await query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async preview(layout, limit) {
      // Shown as selects show them (dates as text, numbers as numbers).
      const shown = layout.pairs.map(({ target }) => {
        const quoted = dialect.quote(target.name);
        return `${dialect.output(quoted, valueTypes[target.type])} AS ${quoted}`;
      });
      const typed = typedSelect(dialect, layout, `${previewRows(relation.sql, limit)} AS raw`, true);
      const rows = await query(
        `SELECT _line, _reason, ${shown.join(', ')} FROM (${typed}) AS p ORDER BY _line`,
        relation.params,
      );
      const previewed = rows.map(plain).map(({ _line, _reason, ...values }): PreviewRow => {
        if (_reason === null) return { line: Number(_line), values, error: null };
        const { reason, reasons } = decodeReasons(String(_reason));
        return { line: Number(_line), values, error: reason, reasons };
      });
      if (!csv) return previewed;
      const columns = (await query(`DESCRIBE SELECT * FROM ${relation.columnsSql}`, relation.params)).length;
      return withUnevenLines(previewed, await unevenInHead(csv, columns, limit), limit);
    },
    cancel: () => session.cancel(),
    async close() {
      if (staged) await query(`DROP TABLE IF EXISTS ${stage}`).catch(() => {});
      session.close();
    },
  };
}

/**
 * The first `limit` lines of a preview: the rows its read gave, numbered past the uneven lines
 * it skipped before each, and those lines among them as rejected, with their text.
 */
function withUnevenLines(rows: PreviewRow[], uneven: RejectedRow[], limit: number): PreviewRow[] {
  let skipped = 0;
  const numbered = rows.map((row) => {
    let line = row.line + skipped;
    while ((uneven[skipped]?.line ?? Number.POSITIVE_INFINITY) <= line) {
      skipped += 1;
      line += 1;
    }
    return { ...row, line };
  });
  const lines = uneven.map(({ line, reason, reasons, values }) => ({
    line,
    values: {},
    error: reason,
    reasons,
    text: values[''] ?? '',
  }));
  return [...numbered, ...lines].sort((a, b) => a.line - b.line).slice(0, limit);
}

/** The first `limit` rows of the source, numbered by `_line`. */
const previewRows = (from: string, limit: number) =>
  `(SELECT row_number() OVER () AS _line, * FROM (SELECT * FROM ${from} LIMIT ${limit}) AS f)`;
