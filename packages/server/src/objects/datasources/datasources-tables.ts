import type { Generated } from 'kysely';
import type { EditableColumns, Nullable } from '../../store/database';

export interface DatasourcesTable extends EditableColumns {
  name: string;
  description: Generated<string>;
  type: 'postgres' | 'mysql' | 'clickhouse' | 'files';
  host: Nullable<string>;
  port: Nullable<number>;
  database: Nullable<string>;
  username: Nullable<string>;
  /** AES-256-GCM (secret-box.ts), purpose bound to the domain; never answered. */
  password_sealed: Nullable<string>;
  ssl: Generated<boolean>;
  path: Nullable<string>;
  created_by: Nullable<string>;
}

declare module '../../store/database' {
  /** The kind's tables, merged into the store's schema. */
  interface Database {
    datasources: DatasourcesTable;
  }
}
