import type { ColumnType, Generated } from 'kysely';
import type { EditableColumns, Nullable, Timestamp } from '../../store/database';

export interface CubesTable extends EditableColumns {
  name: string;
  description: Generated<string>;
  /** `CubeDimension[]` as JSON. */
  dimensions: ColumnType<unknown, string, string>;
  /** `CubeMeasure[]` as JSON. */
  measures: ColumnType<unknown, string, string>;
  /** Where a generated cube's facts came from: `FactSource` (objects/cubes/cube-store.ts) as JSON. */
  source: ColumnType<unknown, string | null | undefined, string | null>;
  status: Generated<'loading' | 'ready' | 'failed'>;
  facts: ColumnType<string | number, number | undefined, number>;
  created_by: Nullable<string>;
  /** How its facts table is laid out: 1, a double per measure (before 0016); 2, per declared type. */
  facts_layout: Generated<number>;
}

export interface CubeChangesTable {
  id: string;
  seq: Generated<string | number>;
  domain_id: string;
  cube_id: string;
  actor_id: string | null;
  actor: string;
  at: Timestamp;
  kind: 'write' | 'copy-scenario' | 'structure';
  measure: string | null;
  coords: ColumnType<unknown, string | undefined, string>;
  old_value: number | null;
  new_value: number | null;
  cells: number;
  details: ColumnType<unknown, string | undefined, string>;
  undone_at: Nullable<Date>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    cubes: CubesTable;
    cube_changes: CubeChangesTable;
  }
}
