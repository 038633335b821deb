import type { SourcePreview, SourceTable, ValueType } from '@cubus/shared';
import type { Row, SqlValue } from '../engine';

/** Where a data source is and how to sign in; the password already unsealed. */
export interface SourceSettings {
  type: 'postgres' | 'mysql' | 'clickhouse' | 'files';
  host: string | null;
  port: number | null;
  database: string | null;
  username: string | null;
  password: string | null;
  ssl: boolean;
  path: string | null;
}

/** The bounds every call to a source runs within. */
export interface SourceLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** The folder files sources are confined to: the calling domain's own. */
  filesDir: string;
}

/** What to preview: a table (optionally in a schema) or a read-only query. */
export type PreviewTarget = { schema?: string; table: string } | { query: string };

/** Rows read from a source as the driver got them (SQL NULL as null), under the source's column names. */
export interface SourceBatch {
  columns: string[];
  rows: unknown[][];
}

/** How many rows a driver reads at a time. */
export const sourceBatchRows = 5000;

/**
 * One connection to a data source, opened per call and closed after: test, browse, preview.
 * Failures are `AppError`s with the `source_*` codes (see `sourceError`).
 * @example const driver = await openSource(settings, limits); try { await driver.test() } finally { await driver.close() }
 */
export interface SourceDriver {
  /** Connects and asks the server's version. */
  test(): Promise<{ version: string }>;
  schemas(): Promise<string[]>;
  tables(schema: string): Promise<SourceTable[]>;
  preview(target: PreviewTarget, limit: number): Promise<SourcePreview>;
  /**
   * Every row of a table or read-only query in batches, the first one even when there are no rows
   * (it carries the column names): what an import loads. Stopping the iteration ends the read.
   */
  read(target: PreviewTarget): AsyncIterable<SourceBatch>;
  /** The columns of a table or query with the value types a mount shows them as. */
  describe(target: PreviewTarget): Promise<{ name: string; type: ValueType }[]>;
  /** One read statement compiled in the source's dialect (a mount's select), bounded in time. */
  query(sql: string, params: SqlValue[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** information_schema rows (schema, table, type, column, data type, nullable) → tables with columns. */
export function groupColumns(
  rows: {
    table_name: string;
    table_type: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }[],
): SourceTable[] {
  const tables = new Map<string, SourceTable>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, type: row.table_type === 'VIEW' ? 'view' : 'table', columns: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({ name: row.column_name, type: row.data_type, nullable: row.is_nullable === 'YES' });
  }
  return [...tables.values()];
}
