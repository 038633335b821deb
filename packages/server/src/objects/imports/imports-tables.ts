import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable } from '../../store/database';

export interface ImportsTable extends EditableColumns {
  name: string;
  description: Generated<string>;
  source: ColumnType<unknown, string, string>;
  target: ColumnType<unknown, string, string>;
  mapping: ColumnType<unknown, string | null, string | null>;
  mode: 'append' | 'replace' | 'upsert';
  policy: ColumnType<unknown, string | undefined, string>;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    imports: ImportsTable;
  }
}
