import { connect } from 'node:net';
import type { SourcePreview, ValueType } from '@cubus/shared';
import type { Connection, TypeCast } from 'mysql2';
import mysql from 'mysql2/promise';
import type { Row } from '../engine';
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

/** MySQL/MariaDB error codes for what Test must tell apart. */
const engineCodes = {
  ER_ACCESS_DENIED_ERROR: 'source_auth_failed',
  ER_DBACCESS_DENIED_ERROR: 'source_auth_failed',
  ER_BAD_DB_ERROR: 'source_unknown_database',
  PROTOCOL_SEQUENCE_TIMEOUT: 'source_timeout',
  ER_QUERY_TIMEOUT: 'source_timeout',
  ER_STATEMENT_TIMEOUT: 'source_timeout',
} as const;

const quote = (name: string) => `\`${name.replaceAll('`', '``')}\``;

/** mysql2's field type numbers (`mysql.Types`) → how a mount shows the column. */
const valueTypes = new Map<number, ValueType>([
  ...[
    mysql.Types.TINY,
    mysql.Types.SHORT,
    mysql.Types.LONG,
    mysql.Types.LONGLONG,
    mysql.Types.INT24,
    mysql.Types.YEAR,
  ].map((type) => [type, 'integer'] as const),
  ...[mysql.Types.DECIMAL, mysql.Types.NEWDECIMAL, mysql.Types.FLOAT, mysql.Types.DOUBLE].map(
    (type) => [type, 'number'] as const,
  ),
  [mysql.Types.DATE, 'date'],
  [mysql.Types.NEWDATE, 'date'],
  [mysql.Types.DATETIME, 'datetime'],
  [mysql.Types.TIMESTAMP, 'datetime'],
]);

/** A mount's rows: big integers as numbers (the connection keeps them as text elsewhere). */
const mountTypeCast: TypeCast = (field, next) => {
  if (field.type !== 'LONGLONG') return next();
  const text = field.string();
  return text === null ? null : Number(text);
};

const relationOf = (target: PreviewTarget) => {
  if ('query' in target) return `(${target.query}) as source`;
  return target.schema ? `${quote(target.schema)}.${quote(target.table)}` : quote(target.table);
};

/**
 * A MySQL or MariaDB source through mysql2: one statement per call (no multi-statements),
 * bounded connect and query times (client side, so it holds on both servers), previews in a
 * READ ONLY transaction.
 */
export async function openMysqlSource(
  settings: SourceSettings,
  to: CheckedAddress,
  limits: SourceLimits,
): Promise<SourceDriver> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      // The socket goes to the checked address (no second lookup); `host` stays the name TLS checks.
      stream: () => connect({ host: to.address, port: to.port, noDelay: true }),
      host: to.name,
      port: to.port,
      database: settings.database ?? undefined,
      user: settings.username ?? undefined,
      password: settings.password ?? undefined,
      ssl: settings.ssl ? { rejectUnauthorized: true } : undefined,
      connectTimeout: limits.connectTimeoutMs,
      multipleStatements: false,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
    });
  } catch (error) {
    throw sourceError(error, engineCodes);
  }
  connection.on('error', () => {});
  const run = async <T>(sql: string, values: unknown[] = [], typeCast?: TypeCast) => {
    try {
      const [rows, fields] = await connection.query({
        sql,
        values,
        timeout: limits.statementTimeoutMs,
        ...(typeCast ? { typeCast } : {}),
      });
      return { rows: rows as T[], fields: (fields ?? []) as mysql.FieldPacket[] };
    } catch (error) {
      throw sourceError(error, engineCodes);
    }
  };
  return {
    async test() {
      const { rows } = await run<{ version: string }>('select version() as version');
      return { version: rows[0]?.version ?? '' };
    },
    async schemas() {
      const { rows } = await run<{ name: string }>(
        `select schema_name as name from information_schema.schemata
         where schema_name not in ('mysql', 'information_schema', 'performance_schema', 'sys') order by 1`,
      );
      return rows.map((row) => row.name);
    },
    async tables(schema) {
      const { rows } = await run<Parameters<typeof groupColumns>[0][number]>(
        `select c.table_name as table_name, t.table_type as table_type, c.column_name as column_name,
           c.data_type as data_type, c.is_nullable as is_nullable
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = ? order by c.table_name, c.ordinal_position limit 20000`,
        [schema],
      );
      return groupColumns(rows);
    },
    async preview(target: PreviewTarget, limit: number): Promise<SourcePreview> {
      await run('start transaction read only');
      try {
        const { rows, fields } = await run<Record<string, unknown>>(
          `select * from ${relationOf(target)} limit ?`,
          [limit],
        );
        return { columns: fields.map((f) => ({ name: f.name, type: String(f.type ?? '') })), rows };
      } finally {
        await run('rollback').catch(() => {});
      }
    },
    async *read(target: PreviewTarget): AsyncIterable<SourceBatch> {
      // Streamed row by row from the server (no statement time: an import may read for long;
      // cancelling the run ends the iteration and closes the connection).
      await run('start transaction read only');
      try {
        // Streaming is the core connection's; the promise wrapper's typings leave it out.
        const core = (connection as unknown as { connection: Connection }).connection;
        const query = core.query({ sql: `select * from ${relationOf(target)}`, rowsAsArray: true });
        let columns: string[] = [];
        query.on('fields', (fields: mysql.FieldPacket[]) => {
          columns = fields.map((field) => field.name);
        });
        let rows: unknown[][] = [];
        let first = true;
        try {
          for await (const row of query.stream({ highWaterMark: sourceBatchRows })) {
            rows.push(row as unknown[]);
            if (rows.length < sourceBatchRows) continue;
            yield { columns, rows };
            [rows, first] = [[], false];
          }
        } catch (error) {
          throw sourceError(error, engineCodes);
        }
        if (first || rows.length > 0) yield { columns, rows };
      } finally {
        await run('rollback').catch(() => {});
      }
    },
    async describe(target: PreviewTarget) {
      const { fields } = await run(`select * from ${relationOf(target)} limit 0`);
      return fields.map((f) => ({ name: f.name, type: valueTypes.get(Number(f.type)) ?? ('text' as const) }));
    },
    async query(sql, params) {
      await run('start transaction read only');
      try {
        return (await run<Row>(sql, params, mountTypeCast)).rows;
      } finally {
        await run('rollback').catch(() => {});
      }
    },
    close: () => connection.end().catch(() => {}),
  };
}
