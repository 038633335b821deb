import { randomUUID } from 'node:crypto';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { uuidPattern } from '../../../lib/uuid';
import { duckdbDialect } from '../../dialects/duckdb';
import type { Row, SqlValue, WarehouseEngine, WarehouseSession } from '../../engine';
import { sandboxStatements } from './sandbox';

export interface DuckDBEngineOptions {
  /** Database files live at `<dir>/<domainId>.duckdb`. */
  dir: string;
  memoryLimit: string;
  threads: number;
  /** The domain's own files folder, the only one its database may read or write (created on open). */
  allowedDir?: (domainId: string) => string;
}

/**
 * A statement's rows as objects of JavaScript values, as `getRowObjectsJS` makes them (the same
 * converter, the same deduplicated names), read column by column: its row by row reading fetches
 * every vector again for each value, about three times as long (2,000 members read: 4 ms → 1.5).
 */
async function readAll(connection: DuckDBConnection, sql: string, params: SqlValue[] = []): Promise<Row[]> {
  // Without parameters the text runs in one call to DuckDB; with them it is extracted, prepared and run (three).
  const reader = await connection.runAndReadAll(sql, params.length > 0 ? params : undefined);
  const names = reader.deduplicatedColumnNames();
  const columns = reader.getColumnsJS();
  const rows: Row[] = new Array(reader.currentRowCount);
  for (let row = 0; row < rows.length; row++) {
    const object: Row = {};
    for (let c = 0; c < names.length; c++) object[names[c] as string] = columns[c]?.[row];
    rows[row] = object;
  }
  return rows;
}

/** How often a cancelled statement that has not ended yet is interrupted again. */
const interruptAgainMs = 20;

/**
 * A connection's statements, and a cancel that stops those asked for until then. DuckDB forgets an
 * interrupt that comes before it has begun a statement (a cancel just as a job's step starts, more
 * likely on a busy machine): they are interrupted again until they have ended. Statements asked
 * for after the cancel (an import dropping its staging) run.
 */
function interruptible(connection: DuckDBConnection) {
  let asked = 0;
  const inFlight = new Set<number>();
  const tracked = <T>(statement: () => Promise<T>): Promise<T> => {
    asked += 1;
    const number = asked;
    inFlight.add(number);
    return statement().finally(() => inFlight.delete(number));
  };
  const cancel = () => {
    const upTo = asked;
    const cancelledInFlight = () => [...inFlight].some((number) => number <= upTo);
    connection.interrupt();
    const again = setInterval(() => {
      if (cancelledInFlight()) connection.interrupt();
      else clearInterval(again);
    }, interruptAgainMs);
    again.unref();
  };
  return { tracked, cancel };
}

/**
 * DuckDB's API and its native bindings (a CommonJS package: its exports are the module's default,
 * bundled or not). Loaded at the first domain opened, not at start (a third of a second), or by a
 * server once it listens (the warehouse plugin), so its first upload or query does not wait for it.
 */
export const loadDuckDB = async () => (await import('@duckdb/node-api')).default;

/**
 * DuckDB embedded: one database file per domain, opened on first use and kept open.
 * @example const engine = new DuckDBEngine({ dir: '/data/warehouse', memoryLimit: '1GB', threads: 2 })
 */
export class DuckDBEngine implements WarehouseEngine {
  readonly name = 'duckdb';
  readonly dialect = duckdbDialect;
  private readonly instances = new Map<string, Promise<DuckDBInstance>>();
  /** One connection per domain for server work, so concurrent callers share it instead of opening more. */
  private readonly systemConnections = new Map<string, Promise<DuckDBConnection>>();

  constructor(private readonly options: DuckDBEngineOptions) {}

  async execute(domainId: string, sql: string, params?: SqlValue[]): Promise<Row[]> {
    let connection = this.systemConnections.get(domainId);
    if (!connection) {
      connection = this.instance(domainId).then((instance) => instance.connect());
      this.systemConnections.set(domainId, connection);
      connection.catch(() => this.systemConnections.delete(domainId));
    }
    return readAll(await connection, sql, params);
  }

  async openUserSession(domainId: string): Promise<WarehouseSession> {
    return this.session(domainId);
  }

  /**
   * As a user session: DuckDB's sandbox settings are the instance's, so a server connection is
   * bounded as a user's is (it reads and writes only the domain's folder, as imports need).
   */
  async openServerSession(domainId: string): Promise<WarehouseSession> {
    return this.session(domainId);
  }

  private async session(domainId: string): Promise<WarehouseSession> {
    const connection = await (await this.instance(domainId)).connect();
    // It reads the bindings' vectors: loaded after them, not at start (a chunk of its own in the build).
    const { readNumbers } = await import('./read-numbers');
    const { tracked, cancel } = interruptible(connection);
    return {
      query: (sql, params) => tracked(() => readAll(connection, sql, params)),
      queryNumbers: (sql, params) => tracked(() => readNumbers(connection, sql, params)),
      queryBounded: (sql, params, maxRows) =>
        tracked(async () => {
          // Streamed: only about `maxRows` rows are ever materialised, whatever the statement returns.
          const reader = await connection.streamAndReadUntil(sql, maxRows + 1, params);
          const names = reader.columnNames();
          const types = reader.columnTypes();
          const rows = reader.getRowObjectsJS();
          return {
            columns: names.map((name, i) => ({ name, type: String(types[i]) })),
            rows: rows.slice(0, maxRows),
            more: rows.length > maxRows || !reader.done,
          };
        }),
      countStatements: async (sql) => (await connection.extractStatements(sql)).count,
      cancel,
      close: () => connection.closeSync(),
    };
  }

  async close(): Promise<void> {
    const connections = await Promise.allSettled(this.systemConnections.values());
    const instances = await Promise.allSettled(this.instances.values());
    this.systemConnections.clear();
    this.instances.clear();
    for (const result of connections) if (result.status === 'fulfilled') result.value.closeSync();
    for (const result of instances) if (result.status === 'fulfilled') result.value.closeSync();
  }

  async drop(domainId: string): Promise<void> {
    if (!uuidPattern.test(domainId)) throw new Error(`not a domain id: ${domainId}`);
    // Closed first: an open instance would keep writing to the file being removed.
    const connection = this.systemConnections.get(domainId);
    const instance = this.instances.get(domainId);
    this.systemConnections.delete(domainId);
    this.instances.delete(domainId);
    const [openConnection, openInstance] = await Promise.allSettled([connection, instance]);
    if (openConnection.status === 'fulfilled') openConnection.value?.closeSync();
    if (openInstance.status === 'fulfilled') openInstance.value?.closeSync();
    const file = path.join(this.options.dir, `${domainId}.duckdb`);
    await Promise.all([rm(file, { force: true }), rm(`${file}.wal`, { force: true })]);
  }

  async exportDomain(domainId: string, dir: string): Promise<void> {
    // DuckDB writes only inside the domain's allowed folder: the export is made there, then moved.
    const inside = path.join(this.allowedDirOf(domainId), `.export-${randomUUID()}`);
    const connection = await (await this.instance(domainId)).connect();
    try {
      await connection.run(`EXPORT DATABASE '${inside}' (FORMAT parquet)`);
      await moveDir(inside, dir);
    } finally {
      connection.closeSync();
      await rm(inside, { recursive: true, force: true });
    }
  }

  async importDomain(domainId: string, dir: string): Promise<void> {
    const inside = path.join(this.allowedDirOf(domainId), `.import-${randomUUID()}`);
    const connection = await (await this.instance(domainId)).connect();
    try {
      const reader = await connection.runAndReadAll('SELECT count(*)::INTEGER AS n FROM duckdb_tables()');
      if (reader.getRowObjectsJS()[0]?.n !== 0)
        throw new Error(`the warehouse of domain ${domainId} is not empty`);
      await moveDir(dir, inside);
      await connection.run(`IMPORT DATABASE '${inside}'`);
    } finally {
      connection.closeSync();
      await rm(inside, { recursive: true, force: true });
    }
  }

  private allowedDirOf(domainId: string): string {
    if (!this.options.allowedDir) throw new Error('the warehouse has no folder to export to or import from');
    return path.resolve(this.options.allowedDir(domainId));
  }

  private instance(domainId: string): Promise<DuckDBInstance> {
    // The id becomes a file name: only server-made uuids may reach the file system.
    if (!uuidPattern.test(domainId)) return Promise.reject(new Error(`not a domain id: ${domainId}`));
    let instance = this.instances.get(domainId);
    if (!instance) {
      instance = this.open(domainId);
      this.instances.set(domainId, instance);
      instance.catch(() => this.instances.delete(domainId));
    }
    return instance;
  }

  private async open(domainId: string): Promise<DuckDBInstance> {
    await mkdir(this.options.dir, { recursive: true });
    const { DuckDBInstance } = await loadDuckDB();
    const instance = await DuckDBInstance.create(path.join(this.options.dir, `${domainId}.duckdb`));
    // DuckDB's sandbox settings are global to the instance, so they are applied once, before any
    // connection is handed out: every connection, the server's too, runs sandboxed (fails closed).
    const allowed = this.options.allowedDir?.(domainId);
    if (allowed) await mkdir(allowed, { recursive: true });
    const setup = await instance.connect();
    try {
      const dir = allowed ? `${path.resolve(allowed)}${path.sep}` : undefined;
      for (const statement of sandboxStatements(this.options, dir)) await setup.run(statement);
    } finally {
      setup.closeSync();
    }
    return instance;
  }
}

/** Moves a folder, copying when it crosses file systems. */
async function moveDir(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}
