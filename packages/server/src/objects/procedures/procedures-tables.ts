import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable } from '../../store/database';

export interface ProceduresTable extends EditableColumns {
  name: string;
  description: Generated<string>;
  /** `ProcedureArgument[]` as JSON. */
  arguments: ColumnType<unknown, string | undefined, string>;
  body: string;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    procedures: ProceduresTable;
  }
}
