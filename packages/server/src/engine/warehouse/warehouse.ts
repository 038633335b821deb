import type { RefAttribute, TableAlterStep, TableColumn, ValueType } from '@cubus/shared';
import type { CompiledSql } from '../compiler/object-schema';
import type { SqlValue, WarehouseEngine } from '../engine';
import type { CubeWarehouse } from './cubes';
import type { ImportFile, ImportStaging, SwappedRun } from './import-staging';
import type { MemberEditor } from './member-editor';
import type { ProcedureRunner } from './procedures';

/** A data table as its rows are written: its name and key column. */
export interface KeyedTable {
  name: string;
  key: string;
}

/** A value written to a column, with the column's qry type (null: SQL NULL). */
export interface ColumnValue {
  column: string;
  type: ValueType;
  value: SqlValue;
}

/**
 * The warehouse in the product's words: what the server asks of a domain's data (tables and their
 * rows, imports, references' members, cubes' facts, exports, stats, the demo's data). Each engine answers in its
 * own SQL, under `engine/warehouse/<engine>/`; no SQL of the warehouse is written elsewhere. All
 * of it is trusted server work: it never runs in a user's session. The SQL level below
 * (`WarehouseEngine`) stays for user-authored SQL (qry, procedures).
 * @example await app.warehouse.createTable(domainId, 'orders', columns, 'id')
 */
export interface Warehouse extends WarehouseEngine {
  /** A new table; a name the engine refuses or already has throws. */
  createTable(domainId: string, table: string, columns: TableColumn[], key: string | null): Promise<void>;
  /** Checked alter steps, in one transaction (an added column is nullable). */
  alterTable(domainId: string, table: string, steps: TableAlterStep[]): Promise<void>;
  /** Deletes every row, keeping the table. */
  clearTable(domainId: string, table: string): Promise<void>;
  dropTable(domainId: string, table: string): Promise<void>;
  /** The table's row count and its size on disk. */
  tableStats(domainId: string, table: string): Promise<{ rows: number; bytes: number }>;

  /** A row, unless one with its key exists → whether it was added. A value the column refuses is 400 `invalid_value`. */
  insertRow(domainId: string, table: KeyedTable, values: ColumnValue[], key: SqlValue): Promise<boolean>;
  /** The row with `key` changed → whether there was one. */
  updateRow(domainId: string, table: KeyedTable, key: SqlValue, values: ColumnValue[]): Promise<boolean>;
  /** The rows with these keys removed → how many there were. */
  deleteRows(domainId: string, table: KeyedTable, keys: SqlValue[]): Promise<number>;

  /** An import run's staging over `file` (see `ImportStaging`); `jobId` names its staging table. */
  openImport(domainId: string, jobId: string, file: ImportFile): Promise<ImportStaging>;
  /** What a job's committed swap loaded, when it did (a run the server died during). */
  swappedImport(domainId: string, jobId: string): Promise<SwappedRun | undefined>;
  /** Drops what a dead run of the job left staged. */
  dropImportStage(domainId: string, jobId: string): Promise<void>;

  /** The members table of a new reference. */
  createMembers(domainId: string, refId: string, attributes: RefAttribute[]): Promise<void>;
  dropMembers(domainId: string, refId: string): Promise<void>;
  /** The reference has a member `code`. */
  hasMember(domainId: string, refId: string, code: string): Promise<boolean>;
  /**
   * The members as the qry compiler reads them, a relation aliased `m` for a `FROM`: the members
   * table's columns (`id`, `code`, `name`, `parent_id`, `ord`, `active`, `level`, `leaf`,
   * `path_text`, `pos`, attributes as `attributeColumn` names them) and `parent_code`.
   */
  membersRelation(refId: string): string;
  /** An attribute's column in `membersRelation`. */
  attributeColumn(name: string): string;
  /** `work` over the reference's members in one transaction: a throw rolls it all back. */
  editMembers<T>(domainId: string, refId: string, work: (members: MemberEditor) => Promise<T>): Promise<T>;

  /** The cubes' facts and their undo history (see `CubeWarehouse`). */
  readonly cubes: CubeWarehouse;

  /** A compiled select's first `maxRows` rows written as Parquet to `file` (in the domain's own folder). */
  exportParquet(domainId: string, select: CompiledSql, file: string, maxRows: number): Promise<void>;

  /** The demo's `sales` table (2,880 rows), made or made again identically. */
  seedDemoSales(domainId: string): Promise<void>;
  /** Procedures' bodies, checked and run in this engine's SQL (see `ProcedureRunner`). */
  readonly procedures: ProcedureRunner;
  /** The demo procedure's body, in the SQL procedures run in on this engine. */
  readonly demoProcedureBody: string;
}
