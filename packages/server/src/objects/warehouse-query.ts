import type { Row, SqlValue } from '../engine/engine';

/** Runs one statement of server work on a warehouse session → JSON-safe rows. */
export type WarehouseQuery = (sql: string, params?: SqlValue[]) => Promise<Row[]>;
