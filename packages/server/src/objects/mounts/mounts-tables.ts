import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable, Timestamp } from '../../store/database';

export interface MountsTable extends EditableColumns {
  name: string;
  description: Generated<string>;
  datasource_id: string;
  schema: Nullable<string>;
  table_name: Nullable<string>;
  query: Nullable<string>;
  /** `MountColumn[]` as the source last described them. */
  columns: ColumnType<unknown, string, string>;
  refreshed_at: Timestamp;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    mounts: MountsTable;
  }
}
