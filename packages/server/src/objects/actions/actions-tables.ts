import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable } from '../../store/database';

export interface ActionsTable extends EditableColumns {
  name: string;
  description: Generated<string>;
  /** `ActionTrigger` as JSON. */
  trigger: ColumnType<unknown, string | undefined, string>;
  /** `ActionStep[]` as JSON. */
  steps: ColumnType<unknown, string | undefined, string>;
  /** The action or import whose successful run starts this one (an `after` trigger). */
  after_object_id: Nullable<string>;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    actions: ActionsTable;
  }
}
