import type { SourcePreview, SourceTable, ValueType } from '@cubus/shared';
import { ClickhouseError, type CompactAnswer, clickhouseClient } from '../clickhouse/clickhouse-client';
import { clickhouseLiteral, clickhouseName, inlineParams } from '../clickhouse/clickhouse-literals';
import type { CheckedAddress } from './source-address';
import {
  type PreviewTarget,
  type SourceBatch,
  type SourceDriver,
  type SourceLimits,
  type SourceSettings,
  sourceBatchRows,
} from './source-driver';
import { sourceError } from './source-errors';

/** ClickHouse's own error numbers (`Code: 193, …`) for what Test must tell apart. */
const engineCodes = {
  '81': 'source_unknown_database',
  '192': 'source_auth_failed',
  '193': 'source_auth_failed',
  '194': 'source_auth_failed',
  '516': 'source_auth_failed',
  '159': 'source_timeout',
} as const;

const relationOf = (target: PreviewTarget) => {
  if ('query' in target) return `(${target.query})`;
  return target.schema
    ? `${clickhouseName(target.schema)}.${clickhouseName(target.table)}`
    : clickhouseName(target.table);
};

/** TabSeparated's escapes (`\N` alone is NULL). */
const tsvEscapes: Record<string, string> = { b: '\b', f: '\f', r: '\r', n: '\n', t: '\t', '0': '\0' };
const tsvValue = (field: string): string | null =>
  field === '\\N' ? null : field.replace(/\\(.)/g, (_, char: string) => tsvEscapes[char] ?? char);

/** ClickHouse column types (`Nullable(…)`, `LowCardinality(…)` unwrapped) → how a mount shows them. */
function valueTypeOf(type: string): ValueType {
  const plain = type
    .replace(/^(?:Nullable|LowCardinality)\((.*)\)$/, '$1')
    .replace(/^Nullable\((.*)\)$/, '$1');
  if (/^U?Int\d+$/.test(plain)) return 'integer';
  if (/^(Float\d+|Decimal)/.test(plain)) return 'number';
  if (plain === 'Date') return 'date';
  if (plain.startsWith('DateTime')) return 'datetime';
  return plain === 'UUID' ? 'uuid' : 'text';
}

/**
 * A ClickHouse source through the shared client (`engine/clickhouse/`), to the checked address
 * only. Every call is one statement in `readonly=2` (reads only, settings allowed), bounded by
 * `max_execution_time` on the server and an abort on the client.
 */
export async function openClickhouseSource(
  settings: SourceSettings,
  to: CheckedAddress,
  limits: SourceLimits,
): Promise<SourceDriver> {
  // Built from the parsed parts, never pasted: the host is a checked name or address, the path `/`.
  const base = new URL(settings.ssl ? 'https://localhost/' : 'http://localhost/');
  base.hostname = to.name.includes(':') ? `[${to.name}]` : to.name;
  base.port = String(to.port);
  const client = clickhouseClient({
    base,
    to,
    user: settings.username ?? 'default',
    password: settings.password ?? '',
  });
  /** A call's settings: a bounded call gets the statement time on the server too. */
  const settingsOf = (bounded: boolean) => ({
    readonly: 2,
    ...(bounded ? { max_execution_time: Math.ceil(limits.statementTimeoutMs / 1000) } : {}),
    ...(settings.database ? { database: settings.database } : {}),
  });
  // A call is timed as a whole; an import's read only until its answer starts.
  const timeoutMs = limits.connectTimeoutMs + limits.statementTimeoutMs;
  const failure = (error: unknown) =>
    sourceError(
      error instanceof ClickhouseError ? { code: error.code, message: error.message } : networkFailure(error),
      engineCodes,
    );
  const run = async (sql: string): Promise<CompactAnswer> => {
    try {
      return await client.compact(sql, { settings: settingsOf(true), timeoutMs });
    } catch (error) {
      throw failure(error);
    }
  };

  const rowsOf = ({ meta, data }: CompactAnswer) =>
    data.map((values) => Object.fromEntries(meta.map((column, index) => [column.name, values[index]])));

  return {
    async test() {
      const answer = await run('SELECT version()');
      return { version: `ClickHouse ${String(answer.data[0]?.[0] ?? '')}` };
    },
    async schemas() {
      const answer = await run("SELECT name FROM system.databases WHERE name != 'system' ORDER BY name");
      return answer.data.map((row) => String(row[0]));
    },
    async tables(schema) {
      const where = `WHERE database = ${clickhouseLiteral(schema)}`;
      const tables = await run(`SELECT name, engine FROM system.tables ${where} ORDER BY name LIMIT 5000`);
      const columns = await run(`SELECT table, name, type FROM system.columns ${where} LIMIT 20000`);
      return tablesOf(tables.data as [string, string][], columns.data as [string, string, string][]);
    },
    async preview(target: PreviewTarget, limit: number): Promise<SourcePreview> {
      const answer = await run(`SELECT * FROM ${relationOf(target)} LIMIT ${Math.trunc(limit)}`);
      return { columns: answer.meta.map(({ name, type }) => ({ name, type })), rows: rowsOf(answer) };
    },
    async *read(target: PreviewTarget): AsyncIterable<SourceBatch> {
      // TabSeparatedWithNames streamed line by line: a value's own tabs and newlines are escaped.
      const { answer } = await client
        .request(`SELECT * FROM ${relationOf(target)} FORMAT TabSeparatedWithNames`, {
          settings: settingsOf(false),
          timeoutMs,
          untilAnswer: true,
        })
        .catch((error: unknown) => {
          throw failure(error);
        });
      const decoder = new TextDecoder();
      let [pending, columns, rows] = ['', null as string[] | null, [] as unknown[][]];
      const take = (line: string) => {
        const fields = line.split('\t');
        if (columns === null) columns = fields.map((field) => tsvValue(field) ?? '');
        else rows.push(fields.map(tsvValue));
      };
      try {
        for await (const bytes of answer.body) {
          pending += decoder.decode(bytes, { stream: true });
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) take(line);
          if (columns !== null && rows.length >= sourceBatchRows) {
            yield { columns, rows };
            rows = [];
          }
        }
      } catch (error) {
        throw failure(error);
      }
      if (pending) take(pending);
      yield { columns: columns ?? [], rows };
    },
    async describe(target: PreviewTarget) {
      const answer = await run(`SELECT * FROM ${relationOf(target)} LIMIT 0`);
      return answer.meta.map(({ name, type }) => ({ name, type: valueTypeOf(type) }));
    },
    async query(sql, params) {
      return rowsOf(await run(inlineParams(sql, params)));
    },
    close: async () => {},
  };
}

/** `fetch` hides the socket's error code under `cause`; `sourceError` reads it from the top. */
function networkFailure(error: unknown): unknown {
  if (error instanceof Error && error.name === 'TimeoutError')
    return { code: 'ETIMEDOUT', message: error.message };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  return cause && typeof cause.code === 'string' ? cause : error;
}

/** Tables (name, engine) and their columns (table, name, type) in the server's order; `Nullable(T)` unwrapped. */
function tablesOf(tables: [string, string][], columns: [string, string, string][]): SourceTable[] {
  const byName = new Map<string, SourceTable>(
    tables.map(([name, engine]) => [
      name,
      { name, type: /View$/.test(engine) ? 'view' : 'table', columns: [] },
    ]),
  );
  for (const [table, name, type] of columns) {
    const nullable = /^Nullable\((.*)\)$/.exec(type);
    byName.get(table)?.columns.push({ name, type: nullable?.[1] ?? type, nullable: nullable !== null });
  }
  return [...byName.values()];
}
