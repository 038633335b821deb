import type { SourcePreview, ValueType } from '@cubus/shared';
import pg from 'pg';
import { postgresDialect } from '../dialects/postgres';
import type { CheckedAddress } from './source-address';
import {
  groupColumns,
  type PreviewTarget,
  type SourceBatch,
  type SourceDriver,
  type SourceLimits,
  type SourceSettings,
  sourceBatchRows,
} from './source-driver';
import { sourceError } from './source-errors';

/** PostgreSQL's SQLSTATEs for what Test must tell apart. */
const engineCodes = {
  '28P01': 'source_auth_failed',
  '28000': 'source_auth_failed',
  '3D000': 'source_unknown_database',
  '57014': 'source_timeout',
} as const;

/** Type oids → names (`23` → `int4`) for preview columns. */
const typeNames = new Map(
  Object.entries(pg.types.builtins).map(([name, oid]) => [oid as number, name.toLowerCase()]),
);

/** PostgreSQL type names (as `typeNames` has them) → how a mount shows the column. */
const valueTypeOf = (name: string): ValueType => {
  if (['int2', 'int4', 'int8', 'oid'].includes(name)) return 'integer';
  if (['float4', 'float8', 'numeric', 'money'].includes(name)) return 'number';
  if (name === 'bool') return 'boolean';
  if (name === 'date') return 'date';
  if (['timestamp', 'timestamptz'].includes(name)) return 'datetime';
  return name === 'uuid' ? 'uuid' : 'text';
};

/** A mount's rows: big integers and decimals as numbers, dates as the day's text. */
const mountTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
};

/** Every value as the server's text (dates, numerics and JSON exactly as PostgreSQL writes them). */
const asText = { getTypeParser: () => (value: string) => value };

const relationOf = (target: PreviewTarget) => {
  const q = (name: string) => postgresDialect.quote(name);
  if ('query' in target) return `(${target.query}) as source`;
  return target.schema ? `${q(target.schema)}.${q(target.table)}` : q(target.table);
};

/**
 * A PostgreSQL source through `pg`: connect and statement times bounded, previews in a READ ONLY
 * transaction, identifiers quoted by the PostgreSQL dialect.
 */
export async function openPostgresSource(
  settings: SourceSettings,
  to: CheckedAddress,
  limits: SourceLimits,
): Promise<SourceDriver> {
  const client = new pg.Client({
    // The checked address itself (no second lookup); TLS checks the certificate against the name.
    host: to.address,
    port: to.port,
    database: settings.database ?? undefined,
    user: settings.username ?? undefined,
    password: settings.password ?? undefined,
    ssl: settings.ssl
      ? { rejectUnauthorized: true, ...(to.name !== to.address ? { servername: to.name } : {}) }
      : false,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    // The client-side bound, for a server that stops answering mid-statement.
    query_timeout: limits.statementTimeoutMs + 1000,
    application_name: 'cubus',
  });
  // A connection dropped later must not crash the process; the call in flight fails instead.
  client.on('error', () => {});
  const run = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
    try {
      return await client.query<T>(sql, params);
    } catch (error) {
      throw sourceError(error, engineCodes);
    }
  };
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw sourceError(error, engineCodes);
  }
  return {
    async test() {
      const { rows } = await run<{ version: string }>('select version() as version');
      return { version: rows[0]?.version ?? '' };
    },
    async schemas() {
      const { rows } = await run<{ name: string }>(
        `select schema_name as name from information_schema.schemata
         where schema_name not in ('pg_catalog', 'information_schema') and schema_name not like 'pg\\_%'
         order by 1`,
      );
      return rows.map((row) => row.name);
    },
    async tables(schema) {
      const { rows } = await run<Parameters<typeof groupColumns>[0][number]>(
        `select c.table_name, t.table_type, c.column_name, c.data_type, c.is_nullable
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = $1 order by c.table_name, c.ordinal_position limit 20000`,
        [schema],
      );
      return groupColumns(rows);
    },
    async preview(target: PreviewTarget, limit: number): Promise<SourcePreview> {
      await run('begin read only');
      try {
        const result = await run(`select * from ${relationOf(target)} limit $1`, [limit]);
        return {
          columns: result.fields.map((f) => ({
            name: f.name,
            type: typeNames.get(f.dataTypeID) ?? String(f.dataTypeID),
          })),
          rows: result.rows,
        };
      } finally {
        await run('rollback').catch(() => {});
      }
    },
    async *read(target: PreviewTarget): AsyncIterable<SourceBatch> {
      // A cursor in a read-only transaction: the server holds the rows, the client one batch.
      await run('begin read only');
      try {
        await run(`declare cubus_read no scroll cursor for select * from ${relationOf(target)}`);
        for (let first = true; ; first = false) {
          const fetched = `fetch ${sourceBatchRows} from cubus_read`;
          const result = await client
            .query({ text: fetched, rowMode: 'array', types: asText })
            .catch((error: unknown) => {
              throw sourceError(error, engineCodes);
            });
          if (first || result.rows.length > 0)
            yield { columns: result.fields.map((f) => f.name), rows: result.rows };
          if (result.rows.length < sourceBatchRows) return;
        }
      } finally {
        await run('rollback').catch(() => {});
      }
    },
    async describe(target: PreviewTarget) {
      await run('begin read only');
      try {
        const result = await run(`select * from ${relationOf(target)} limit 0`);
        return result.fields.map((f) => ({
          name: f.name,
          type: valueTypeOf(typeNames.get(f.dataTypeID) ?? ''),
        }));
      } finally {
        await run('rollback').catch(() => {});
      }
    },
    async query(sql, params) {
      await run('begin read only');
      try {
        const result = await client
          .query({ text: sql, values: params, types: mountTypes })
          .catch((error: unknown) => {
            throw sourceError(error, engineCodes);
          });
        return result.rows;
      } finally {
        await run('rollback').catch(() => {});
      }
    },
    close: () => client.end().catch(() => {}),
  };
}
