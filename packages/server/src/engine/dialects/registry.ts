import type { Dialect } from './dialect';
import { duckdbDialect } from './duckdb';
import { postgresDialect } from './postgres';

/** Every registered dialect: the cross-dialect tests run the same rules over each. */
export const dialects: Record<string, Dialect> = {
  postgres: postgresDialect,
  duckdb: duckdbDialect,
};
