import type { RefAttribute, TableAlterStep, TableColumn } from '@cubus/shared';
import type { CompiledSql } from '../../compiler/object-schema';
import type { SqlValue } from '../../engine';
import type { CubeWarehouse } from '../cubes';
import type { ImportFile, ImportStaging, SwappedRun } from '../import-staging';
import type { MemberEditor } from '../member-editor';
import { attributeColumn, refTable } from '../table-names';
import type { ColumnValue, KeyedTable, Warehouse } from '../warehouse';
import { DuckDBCubes } from './cubes/duckdb-cubes';
import { createDemoSales, demoBudgetBody } from './demo-data';
import { DuckDBEngine } from './duckdb-engine';
import { openDuckDBImport, stageTable, swappedRun } from './duckdb-import';
import { duckdbMembers } from './members';
import { DuckDBProcedures } from './procedures/duckdb-procedures';
import { createRefTableSql } from './ref-hierarchy';
import { deleteRows, insertRow, updateRow } from './rows';
import { inServerTransaction, onServerSession } from './server-work';
import { alterTable, clearTable, createTable, dropTable, tableStats } from './tables';

/**
 * The warehouse on embedded DuckDB: one database file per domain (`DuckDBEngine`), and the
 * product's questions answered in DuckDB's SQL.
 * @example const warehouse = new DuckDBWarehouse({ dir: '/data/warehouse', memoryLimit: '1GB', threads: 2 })
 */
export class DuckDBWarehouse extends DuckDBEngine implements Warehouse {
  readonly demoProcedureBody = demoBudgetBody;
  readonly cubes: CubeWarehouse = new DuckDBCubes(this);
  readonly procedures = new DuckDBProcedures(this);

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
    return openDuckDBImport(this, domainId, jobId, file);
  }

  swappedImport(domainId: string, jobId: string): Promise<SwappedRun | undefined> {
    return onServerSession(this, domainId, (query) => swappedRun(query, jobId));
  }

  async dropImportStage(domainId: string, jobId: string): Promise<void> {
    await this.execute(domainId, `DROP TABLE IF EXISTS ${stageTable(jobId)}`);
  }

  async createMembers(domainId: string, refId: string, attributes: RefAttribute[]): Promise<void> {
    await this.execute(domainId, createRefTableSql(refId, attributes));
  }

  async dropMembers(domainId: string, refId: string): Promise<void> {
    await this.execute(domainId, `DROP TABLE IF EXISTS ${refTable(refId)}`);
  }

  async hasMember(domainId: string, refId: string, code: string): Promise<boolean> {
    const rows = await this.execute(domainId, `SELECT 1 AS ok FROM ${refTable(refId)} WHERE code = ?`, [
      code,
    ]);
    return rows.length > 0;
  }

  membersRelation(refId: string): string {
    const t = refTable(refId);
    return `(SELECT mm.*, pp.code AS parent_code FROM ${t} mm LEFT JOIN ${t} pp ON pp.id = mm.parent_id) AS m`;
  }

  attributeColumn(name: string): string {
    return attributeColumn(name);
  }

  editMembers<T>(domainId: string, refId: string, work: (members: MemberEditor) => Promise<T>): Promise<T> {
    return inServerTransaction(this, domainId, (query) => work(duckdbMembers(query, refId)));
  }

  async exportParquet(domainId: string, select: CompiledSql, file: string, maxRows: number): Promise<void> {
    const target = file.replaceAll("'", "''");
    const limited = `SELECT * FROM (${select.sql}) AS e LIMIT ${maxRows}`;
    await onServerSession(this, domainId, (query) =>
      query(`COPY (${limited}) TO '${target}' (FORMAT parquet)`, select.params),
    );
  }

  async seedDemoSales(domainId: string): Promise<void> {
    await this.execute(domainId, createDemoSales);
  }
}
