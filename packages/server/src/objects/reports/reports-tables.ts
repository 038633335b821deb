import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable } from '../../store/database';

export interface ReportsTable extends EditableColumns {
  title: string;
  description: Generated<string>;
  source_kind: 'cube' | 'table' | 'mount';
  source_id: string;
  /** `ReportView` as JSON. */
  view: ColumnType<unknown, string, string>;
  chart: string;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    reports: ReportsTable;
  }
}
