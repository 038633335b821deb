import type { Dialect } from './dialects/dialect';

/** A value bound as a query parameter; never spliced into SQL text. */
export type SqlValue = string | number | boolean | bigint | null;

export type Row = Record<string, unknown>;

/** Runs one statement of server work on a warehouse session → JSON-safe rows. */
export type WarehouseQuery = (sql: string, params?: SqlValue[]) => Promise<Row[]>;

/** The first rows of a statement's answer. */
export interface BoundedRows {
  columns: { name: string; type: string }[];
  rows: Row[];
  more: boolean;
}

/** A numeric answer by column: `length` values in each named column, NULL as NaN, no row objects. */
export interface NumberColumns {
  length: number;
  columns: Record<string, Float64Array>;
}

/**
 * A sandboxed connection for user work (queries, procedures): no file or network access,
 * no extension loading, bounded memory and threads, settings locked.
 * @example const s = await engine.openUserSession(domainId); try { await s.query('select 1') } finally { s.close() }
 */
export interface WarehouseSession {
  query(sql: string, params?: SqlValue[]): Promise<Row[]>;
  /**
   * As `query` for an answer of numbers only, read by column into typed arrays (a pivot's cells):
   * a decimal is its nearest double, a big integer its nearest number; another type throws.
   */
  queryNumbers(sql: string, params?: SqlValue[]): Promise<NumberColumns>;
  /** One statement → its first `maxRows` rows with the column names and types; `more` when it had more. */
  queryBounded(sql: string, params: SqlValue[], maxRows: number): Promise<BoundedRows>;
  /** The engine's own parser over a script → how many statements it holds; a syntax error throws. */
  countStatements(sql: string): Promise<number>;
  /** Stops the running query (time limits). */
  cancel(): void;
  close(): void;
}

/**
 * A warehouse engine's SQL level: each domain's data in its own isolated database. The server
 * asks the `Warehouse` (warehouse/warehouse.ts) in the product's words; this level stays for
 * user-authored SQL (qry, procedures) and the cubes.
 * @example await engine.execute(domainId, 'create table t (a int)'); const rows = await engine.execute(domainId, 'select * from t where a = ?', [1])
 */
export interface WarehouseEngine {
  readonly name: string;
  /** How the qry compiler writes SQL for this engine. */
  readonly dialect: Dialect;
  /** Runs trusted server SQL (schema changes, seeding) in the domain's database. */
  execute(domainId: string, sql: string, params?: SqlValue[]): Promise<Row[]>;
  /** A sandboxed session for user work in the domain's database (qry, procedures). */
  openUserSession(domainId: string): Promise<WarehouseSession>;
  /**
   * A connection of its own for trusted server work that needs one (a transaction, an import's
   * staging): server-made SQL only, never a user's.
   */
  openServerSession(domainId: string): Promise<WarehouseSession>;
  /** Deletes the domain's database for good (the domain is being deleted). */
  drop(domainId: string): Promise<void>;
  /**
   * Writes one consistent moment of the domain's database into `dir` (a new folder), in the
   * engine's own portable form, while the database goes on serving.
   */
  exportDomain(domainId: string, dir: string): Promise<void>;
  /** A server engine's bytes of the domain on disk (every shard's, on a cluster); an embedded one's are its files. */
  domainBytes?(domainId: string): Promise<number>;
  /** Loads what `exportDomain` wrote into the domain's database, which must be empty. */
  importDomain(domainId: string, dir: string): Promise<void>;
  close(): Promise<void>;
}
