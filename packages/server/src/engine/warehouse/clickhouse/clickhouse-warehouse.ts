import type { RefAttribute, TableAlterStep, TableColumn } from '@cubus/shared';
import { inlineParams, clickhouseName as quote } from '../../clickhouse/clickhouse-literals';
import type { CompiledSql } from '../../compiler/object-schema';
import { duckdbDialect } from '../../dialects/duckdb';
import type { SqlValue } from '../../engine';
import { DuckDBEngine } from '../duckdb/duckdb-engine';
import { stageTable as duckdbStage } from '../duckdb/duckdb-import';
import { onServerSession } from '../duckdb/server-work';
import type { ImportFile, ImportStaging, SwappedRun } from '../import-staging';
import type { MemberEditor } from '../member-editor';
import { attributeColumn, refTable } from '../table-names';
import type { ColumnValue, KeyedTable, Warehouse } from '../warehouse';
import { ClickhouseEngine, type ClickhouseEngineOptions } from './clickhouse-engine';
import { openClickhouseImport, stageTable } from './clickhouse-import';
import { ClickhouseCubes } from './cubes/clickhouse-cubes';
import { createDemoSalesTable, demoBudgetBody, fillDemoSales } from './demo-data';
import { clickhouseToDuckDB, type DuckDBScratch, duckdbTypeOf } from './duckdb-bridge';
import { swappedRun } from './import-runs';
import { createMembers, editMembers } from './members';
import { ClickhouseProcedures } from './procedures/clickhouse-procedures';
import { deleteRows, insertRow, updateRow } from './rows';
import { alterTable, clearTable, createTable, dropTable, tableStats } from './tables';

export interface ClickhouseWarehouseOptions extends ClickhouseEngineOptions {
  /** Where DuckDB keeps its scratch databases (one a domain: imports' staging, members' edits). */
  scratchDir: string;
  /** The domain's own files folder: the only one DuckDB may read or write (uploads, CSVs between the engines, exports). */
  allowedDir: (domainId: string) => string;
}

/**
 * The warehouse on ClickHouse: a database per domain (`ClickhouseEngine`), the product's
 * questions answered in ClickHouse's SQL, with DuckDB on scratch databases for what ClickHouse
 * does not do (reading import files, members' edits in a transaction, writing Parquet).
 * @example const warehouse = new ClickhouseWarehouse({ url: 'http://cubus:secret@127.0.0.1:8123/cubus', memoryLimit: '1GB', threads: 2, scratchDir, allowedDir })
 */
export class ClickhouseWarehouse extends ClickhouseEngine implements Warehouse {
  readonly demoProcedureBody = demoBudgetBody;
  readonly cubes = new ClickhouseCubes(this, this);
  readonly procedures = new ClickhouseProcedures(this);
  private readonly scratch: DuckDBScratch;

  constructor(options: ClickhouseWarehouseOptions) {
    super(options);
    const { scratchDir, allowedDir, memoryLimit, threads } = options;
    const duckdb = new DuckDBEngine({ dir: scratchDir, allowedDir, memoryLimit, threads });
    this.scratch = { duckdb, folder: allowedDir };
  }

  createTable(domainId: string, table: string, columns: TableColumn[], key: string | null): Promise<void> {
    return createTable(this, domainId, table, columns, key);
  }

  alterTable(domainId: string, table: string, steps: TableAlterStep[]): Promise<void> {
    return alterTable(this, domainId, table, steps);
  }

  clearTable(domainId: string, table: string): Promise<void> {
    return clearTable(this, domainId, table);
  }

  dropTable(domainId: string, table: string): Promise<void> {
    return dropTable(this, domainId, table);
  }

  tableStats(domainId: string, table: string): Promise<{ rows: number; bytes: number }> {
    return tableStats(this, domainId, table);
  }

  insertRow(domainId: string, table: KeyedTable, values: ColumnValue[], key: SqlValue): Promise<boolean> {
    return insertRow(this, domainId, table, values, key);
  }

  updateRow(domainId: string, table: KeyedTable, key: SqlValue, values: ColumnValue[]): Promise<boolean> {
    return updateRow(this, domainId, table, key, values);
  }

  deleteRows(domainId: string, table: KeyedTable, keys: SqlValue[]): Promise<number> {
    return deleteRows(this, domainId, table, keys);
  }

  openImport(domainId: string, jobId: string, file: ImportFile): Promise<ImportStaging> {
    return openClickhouseImport(this, this.scratch, domainId, jobId, file);
  }

  swappedImport(domainId: string, jobId: string): Promise<SwappedRun | undefined> {
    return swappedRun(this, domainId, jobId);
  }

  async dropImportStage(domainId: string, jobId: string): Promise<void> {
    await this.execute(domainId, `DROP TABLE IF EXISTS ${quote(stageTable(jobId))}`);
    await this.scratch.duckdb.execute(domainId, `DROP TABLE IF EXISTS ${duckdbStage(jobId)}`);
  }

  createMembers(domainId: string, refId: string, attributes: RefAttribute[]): Promise<void> {
    return createMembers(this, domainId, refId, attributes);
  }

  async dropMembers(domainId: string, refId: string): Promise<void> {
    await this.execute(domainId, `DROP TABLE IF EXISTS ${refTable(refId)}`);
  }

  async hasMember(domainId: string, refId: string, code: string): Promise<boolean> {
    const rows = await this.execute(
      domainId,
      `SELECT 1 AS ok FROM ${refTable(refId)} WHERE code = ? LIMIT 1`,
      [code],
    );
    return rows.length > 0;
  }

  membersRelation(refId: string): string {
    const t = refTable(refId);
    // 18.16's joins need their strictness, and fill a missing right side with defaults, not NULL.
    // Both sides are subqueries: on a cluster, 18.16 loses the alias of a Distributed table on the
    // left of a join (`mm.parent_id` unknown), and this way the join runs on the entry server.
    return `(SELECT mm.*, if(isNull(mm.parent_id), NULL, pp.code) AS parent_code FROM (SELECT * FROM ${t}) AS mm ALL LEFT JOIN (SELECT id, code FROM ${t}) AS pp ON pp.id = mm.parent_id) AS m`;
  }

  attributeColumn(name: string): string {
    return attributeColumn(name);
  }

  /** `publish`: how a load puts the new members in place, with its facts (cubes/load-facts.ts). */
  editMembers<T>(
    domainId: string,
    refId: string,
    work: (members: MemberEditor) => Promise<T>,
    publish?: (fresh: string) => Promise<void>,
  ): Promise<T> {
    return editMembers(this, this.scratch, domainId, refId, work, publish);
  }

  /** Read through ClickHouse, written by DuckDB (18.16 has no Parquet output). */
  async exportParquet(domainId: string, select: CompiledSql, file: string, maxRows: number): Promise<void> {
    const sql = `SELECT * FROM (${inlineParams(select.sql, select.params)}) LIMIT ${maxRows}`;
    const columns = await this.columnsOf(domainId, sql);
    const types = columns.map((column) => duckdbTypeOf(column.type));
    const definitions = columns.map((column, i) => `${duckdbDialect.quote(column.name)} ${types[i]}`);
    await onServerSession(this.scratch.duckdb, domainId, async (query) => {
      await query(`CREATE TEMP TABLE export_rows (${definitions.join(', ')})`);
      await clickhouseToDuckDB(
        this,
        this.scratch,
        domainId,
        { select: sql, types },
        { query, table: 'export_rows' },
      );
      await query(`COPY export_rows TO '${file.replaceAll("'", "''")}' (FORMAT parquet)`);
    });
  }

  async seedDemoSales(domainId: string): Promise<void> {
    await this.execute(domainId, 'DROP TABLE IF EXISTS sales');
    await this.execute(domainId, createDemoSalesTable);
    await this.execute(domainId, fillDemoSales);
  }

  override async drop(domainId: string): Promise<void> {
    await super.drop(domainId);
    await this.scratch.duckdb.drop(domainId);
  }

  override async close(): Promise<void> {
    await this.cubes.compactions.idle();
    await super.close();
    await this.scratch.duckdb.close();
  }
}
