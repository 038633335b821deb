import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable } from '../../store/database';

export interface RefsTable extends EditableColumns {
  name: string;
  description: Generated<string>;
  kind: Generated<'plain' | 'time' | 'sequence'>;
  /** `RefAttribute[]` as JSON. */
  attributes: ColumnType<unknown, string | undefined, string>;
  members: Generated<number>;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    refs: RefsTable;
  }
}
