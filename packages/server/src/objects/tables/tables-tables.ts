import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable } from '../../store/database';

export interface DataTablesTable extends EditableColumns {
  /** Also the warehouse table's name. */
  name: string;
  description: Generated<string>;
  /** `TableColumn[]` as JSON. */
  columns: ColumnType<unknown, string, string>;
  key: Nullable<string>;
  /** bigint: text from pg, so readers convert. */
  rows: ColumnType<string | number, number | undefined, number>;
  size: ColumnType<string | number, number | undefined, number>;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    data_tables: DataTablesTable;
  }
}
