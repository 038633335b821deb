import type { TableColumn } from '@cubus/shared';
import { clickhouseName as quote } from '../../clickhouse/clickhouse-literals';
import { duckdbDialect } from '../../dialects/duckdb';
import { engineTypes as duckdbTypes } from '../duckdb/column-types';
import { stageTable as duckdbStageTable, openDuckDBImport } from '../duckdb/duckdb-import';
import { onServerSession } from '../duckdb/server-work';
import { type ImportFile, type ImportLayout, type ImportStaging, reasonSql } from '../import-staging';
import type { ClickhouseEngine } from './clickhouse-engine';
import { keptDays } from './column-types';
import { clickhouseToDuckDB, type DuckDBScratch, duckdbToClickhouse } from './duckdb-bridge';
import { recordRun, swappedRun } from './import-runs';
import { createTable } from './tables';

/** The ClickHouse table an import's good rows are loaded into before the swap. */
export const stageTable = (jobId: string) => `_stage_${jobId.replaceAll('-', '')}`;

/**
 * The scratch DuckDB's database in memory (DuckDB spills it to disk past its memory limit) that
 * holds the imports' staging: it never outlives a run, and a table of the domain's file would cost
 * its writing and checkpoint, most of the staging's time.
 */
const scratchMemory = '_cubus_memory';
const duckdbStage = (jobId: string) => `${scratchMemory}.${duckdbStageTable(jobId)}`;

/**
 * An import's staging on ClickHouse: DuckDB reads, casts and judges the file as it does for its
 * own warehouse (`openDuckDBImport` on a scratch database), and the good rows go to ClickHouse in
 * one bulk CSV stream (not row inserts, no file between) into a staging table, which the swap
 * puts in place: renamed to a new table, renamed over the old one (replace, upsert) or inserted
 * from (append).
 * ClickHouse has no transactions: the target is untouched until the swap's last statement, and
 * the run is recorded right after it.
 */
export async function openClickhouseImport(
  engine: ClickhouseEngine,
  scratch: DuckDBScratch,
  domainId: string,
  jobId: string,
  file: ImportFile,
): Promise<ImportStaging> {
  // Attached to the domain's DuckDB instance, so every session of it sees the staging.
  await onServerSession(scratch.duckdb, domainId, (query) =>
    query(`ATTACH IF NOT EXISTS ':memory:' AS ${scratchMemory}`),
  );
  // Judged always: ClickHouse rejects days it does not keep (`judgeDays`).
  const staging = await openDuckDBImport(scratch.duckdb, domainId, jobId, file, {
    stage: duckdbStage(jobId),
    judgesMore: true,
  });
  const stage = quote(stageTable(jobId));
  const onDuckDB = <T>(work: Parameters<typeof onServerSession<T>>[2]) =>
    onServerSession(scratch.duckdb, domainId, work);
  const keysTable = `_keys_${jobId.replaceAll('-', '')}`;
  // Stops the bulk load into ClickHouse, which DuckDB's own cancel does not reach.
  const loading = new AbortController();
  return {
    ...staging,
    cancel() {
      staging.cancel();
      loading.abort(new Error('Interrupted'));
    },
    swapped: () => swappedRun(engine, domainId, jobId),
    async judgeKeys(layout, mode) {
      await judgeDays(scratch, domainId, jobId, layout);
      const key = layout.table.key;
      if (mode !== 'append' || !key || !layout.existing) return staging.judgeKeys(layout, mode);
      // The table's keys, for DuckDB to reject those the file repeats.
      const type = duckdbTypes[layout.table.columns.find((column) => column.name === key)?.type ?? 'text'];
      const keys = duckdbDialect.quote(keysTable);
      await onDuckDB(async (query) => {
        await query(`CREATE OR REPLACE TABLE ${keys} (${duckdbDialect.quote(key)} ${type})`);
        await clickhouseToDuckDB(
          engine,
          scratch,
          domainId,
          { select: `SELECT ${quote(key)} FROM ${quote(layout.table.name)}`, types: [type] },
          { query, table: keys },
        );
      });
      try {
        return await staging.judgeKeys({ ...layout, table: { ...layout.table, name: keysTable } }, mode);
      } finally {
        await onDuckDB((query) => query(`DROP TABLE IF EXISTS ${duckdbDialect.quote(keysTable)}`));
      }
    },
    async swap(layout, mode, run, beforeCommit) {
      await loadStage(engine, scratch, domainId, jobId, layout, loading.signal);
      const target = quote(layout.table.name);
      const names = layout.table.columns.map((column) => quote(column.name)).join(', ');
      beforeCommit();
      if (!layout.existing) await engine.execute(domainId, `RENAME TABLE ${stage} TO ${target}`);
      else if (mode === 'append' || (mode === 'upsert' && !layout.table.key)) {
        await engine.execute(domainId, `INSERT INTO ${target} (${names}) SELECT ${names} FROM ${stage}`);
        await engine.execute(domainId, `DROP TABLE ${stage}`);
      } else {
        if (mode === 'upsert' && layout.table.key) {
          const k = quote(layout.table.key);
          await engine.execute(
            domainId,
            `INSERT INTO ${stage} (${names}) SELECT ${names} FROM ${target} WHERE ${k} NOT IN (SELECT ${k} FROM ${stage})`,
          );
        }
        const old = quote(`_replaced_${jobId.replaceAll('-', '')}`);
        await engine.execute(domainId, `RENAME TABLE ${target} TO ${old}, ${stage} TO ${target}`);
        await engine.execute(domainId, `DROP TABLE ${old}`);
      }
      await recordRun(engine, domainId, run);
    },
    async close() {
      await engine.execute(domainId, `DROP TABLE IF EXISTS ${stage}`).catch(() => {});
      await staging.close();
    },
  };
}

/** Rejects the staged days ClickHouse would not keep (`keptDays`), before the keys are judged. */
async function judgeDays(scratch: DuckDBScratch, domainId: string, jobId: string, layout: ImportLayout) {
  const dated = layout.pairs.filter(({ target }) => target.type === 'date' || target.type === 'timestamp');
  if (dated.length === 0) return;
  await onServerSession(scratch.duckdb, domainId, async (query) => {
    for (const { target } of dated) {
      const column = duckdbDialect.quote(target.name);
      await query(
        `UPDATE ${duckdbStage(jobId)} SET _reason = ${reasonSql('outsideDays', [target.name, { sql: `strftime(${column}, '%Y-%m-%d')` }, keptDays.first, keptDays.last])}
         WHERE _reason IS NULL AND (${column} < DATE '${keptDays.first}' OR ${column} >= DATE '${keptDays.last}' + 1)`,
      );
    }
  });
}

/**
 * The staged good rows, in file order (a scan keeps the order rows were inserted in, DuckDB's
 * `preserve_insertion_order`: no sort needed), streamed into a new ClickHouse table shaped as the
 * target: made like it when it exists (its own types kept), from the layout's columns when the
 * run makes it.
 * `signal` (the run cancelled) stops it midway; `close` drops the table.
 */
async function loadStage(
  engine: ClickhouseEngine,
  scratch: DuckDBScratch,
  domainId: string,
  jobId: string,
  layout: ImportLayout,
  signal: AbortSignal,
): Promise<void> {
  signal.throwIfAborted();
  const { name, columns, key } = layout.table;
  const stage = quote(stageTable(jobId));
  await engine.execute(domainId, `DROP TABLE IF EXISTS ${stage}`);
  if (layout.existing) await engine.execute(domainId, `CREATE TABLE ${stage} AS ${quote(name)}`);
  else await createTable(engine, domainId, stageTable(jobId), columns, key);
  const targets = layout.pairs.map((pair) => pair.target);
  await onServerSession(scratch.duckdb, domainId, (query) =>
    duckdbToClickhouse(
      engine,
      scratch,
      domainId,
      {
        query,
        select: `SELECT ${targets.map(csvValue).join(', ')} FROM ${duckdbStage(jobId)} WHERE _reason IS NULL`,
      },
      { table: stage, columns: targets.map((column) => quote(column.name)), signal },
    ),
  );
}

/** A DuckDB value as ClickHouse's CSV reads it: times to the second, everything else as DuckDB writes it. */
function csvValue(column: TableColumn): string {
  const name = duckdbDialect.quote(column.name);
  return column.type === 'timestamp' ? `strftime(${name}, '%Y-%m-%d %H:%M:%S')` : name;
}
