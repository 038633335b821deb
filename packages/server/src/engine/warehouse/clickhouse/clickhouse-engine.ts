import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uuidPattern } from '../../../lib/uuid';
import {
  type ClickhouseCall,
  type ClickhouseClient,
  clickhouseClient,
} from '../../clickhouse/clickhouse-client';
import { clickhouseLiteral, clickhouseName, inlineParams } from '../../clickhouse/clickhouse-literals';
import { clickhouseDialect } from '../../dialects/clickhouse';
import type { Row, SqlValue, WarehouseEngine, WarehouseSession } from '../../engine';
import { type CubeLock, processOnlyLock } from '../cube-lock';
import { numberColumnsOf, rowsOf } from './answer-rows';
import { ClickhouseCluster, type ClusterOptions } from './cluster/clickhouse-cluster';
import { type ClusterNames, shardedDdl } from './cluster/cluster-ddl';
import { moveDomain } from './domain-dump';
import { answeringUnavailable, unavailableOr } from './unavailable';
import { checkUserStatement, type SandboxNames, statementsOf, type UserStatement } from './user-sql';

export interface ClickhouseEngineOptions {
  /**
   * The server, `http://user:password@host:8123/prefix`: each domain's database is
   * `<prefix>_<domain id without dashes>` (`cubus` without a path).
   */
  url: string;
  /** What a user's statement may use: memory (`1GB`) and threads. */
  memoryLimit: string;
  threads: number;
  /** How the nodes sharing this ClickHouse take turns on a cube; one node (this process) when left out. */
  cubeLock?: CubeLock;
  /** A cube's facts are compacted once they hold this many delta rows more than leaf cells (100 000 when left out). */
  compactDeltaRows?: number;
  /** Each domain's tables sharded over this cluster's shards (`cluster/`), else plain tables on one server. */
  cluster?: ClusterOptions;
}

const units: Record<string, number> = { K: 1e3, M: 1e6, G: 1e9, T: 1e12 };

/** `1GB` → 1e9, `512MiB` → 536870912: the memory limit as DuckDB's setting writes it. */
function bytesOf(limit: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([KMGT])(i?)B$/i.exec(limit);
  if (!match) throw new Error(`bad memory limit ${limit}`);
  const [, amount = '0', unit = 'K', binary] = match;
  const scale = binary ? 1024 ** ('KMGT'.indexOf(unit.toUpperCase()) + 1) : (units[unit.toUpperCase()] ?? 1);
  return Math.floor(Number(amount) * scale);
}

/**
 * ClickHouse over its HTTP interface: one database per domain on one server, created on first
 * use. Server work runs as the URL's user; a user's statement is checked first (`user-sql.ts`)
 * and runs bounded (memory, threads), a read with `readonly=1`, in the domain's database.
 * @example const engine = new ClickhouseEngine({ url: 'http://cubus:secret@127.0.0.1:8123/cubus', memoryLimit: '1GB', threads: 2 })
 */
export class ClickhouseEngine implements WarehouseEngine {
  readonly name = 'clickhouse';
  readonly dialect = clickhouseDialect;
  protected readonly client: ClickhouseClient;
  private readonly cluster?: ClickhouseCluster;
  private readonly prefix: string;
  private readonly memoryBytes: number;
  private readonly databases = new Map<string, Promise<string>>();

  constructor(private readonly options: ClickhouseEngineOptions) {
    const url = new URL(options.url);
    const credentials = {
      user: decodeURIComponent(url.username) || 'default',
      password: decodeURIComponent(url.password),
    };
    this.client = answeringUnavailable(clickhouseClient({ base: url, ...credentials }));
    if (options.cluster) this.cluster = new ClickhouseCluster(this.client, options.cluster, credentials);
    this.prefix = url.pathname.split('/').find(Boolean) ?? 'cubus';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(this.prefix)) throw new Error(`bad database prefix ${this.prefix}`);
    this.memoryBytes = bytesOf(options.memoryLimit);
    if (!Number.isInteger(options.threads) || options.threads < 1)
      throw new Error(`bad thread count ${options.threads}`);
  }

  /** How the nodes sharing this ClickHouse take turns on a cube. */
  get cubeLock(): CubeLock {
    return this.options.cubeLock ?? processOnlyLock;
  }

  /** A cube is compacted once its facts hold this many delta rows more than leaf cells. */
  get compactDeltaRows(): number {
    return this.options.compactDeltaRows ?? 100_000;
  }

  /** The server's address without the user and password, to name it in a message. */
  get address(): string {
    return new URL(this.options.url).origin;
  }

  /** The server's version, asked as the URL's user: throws when it cannot be reached or refuses the user. */
  async version(): Promise<string> {
    const answer = await this.client.compact('SELECT version()', { timeoutMs: 10_000 });
    return String(answer.data[0]?.[0]);
  }

  /** Fails, in one line naming the variable at fault, when the configured cluster is not the servers'. */
  async checkCluster(): Promise<void> {
    await this.cluster?.check();
  }

  /** The domain's database name; only server-made uuids become one. */
  databaseOf(domainId: string): string {
    if (!uuidPattern.test(domainId)) throw new Error(`not a domain id: ${domainId}`);
    return `${this.prefix}_${domainId.toLowerCase().replaceAll('-', '')}`;
  }

  /** The domain's database, created on first use. */
  protected database(domainId: string): Promise<string> {
    let database = this.databases.get(domainId);
    if (!database) {
      const name = this.databaseOf(domainId);
      const create = (db: string) => `CREATE DATABASE IF NOT EXISTS ${clickhouseName(db)}`;
      const { cluster } = this;
      database = (
        cluster
          ? cluster
              .check()
              .catch((error: unknown) => {
                throw unavailableOr(error);
              })
              .then(() => cluster.run({ steps: [[create(name), create(this.clusterNames(name).local)]] }))
          : this.client.compact(create(name))
      ).then(() => name);
      this.databases.set(domainId, database);
      database.catch(() => this.databases.delete(domainId));
    }
    return database;
  }

  /** Where the database's tables live on the cluster: the Distributed tables, and the shards' rows. */
  private clusterNames(database: string): ClusterNames {
    return { cluster: this.cluster?.options.name ?? '', database, local: `${database}_local` };
  }

  /** The settings of every call in the database (on a cluster, its own: `ClickhouseCluster.settings`). */
  private settingsOf(database: string) {
    return { database, ...this.cluster?.settings };
  }

  /** On a cluster, a DDL statement or a mutation on every shard (`cluster/cluster-ddl.ts`) → true; else false. */
  private async onShards(database: string, sql: string, user?: UserStatement): Promise<boolean> {
    if (!this.cluster || (user && user.kind !== 'mutation')) return false;
    const ddl = shardedDdl(sql, this.clusterNames(database));
    if (!ddl) return false;
    await this.cluster.run(ddl, database);
    if (ddl.mutated && !user) await this.mutationsDone(database, ddl.mutated);
    return true;
  }

  /**
   * The condition on `system.tables` or `system.parts` that finds where the table's rows are: the
   * table itself, or on a cluster its local table (each shard has its part of the rows).
   */
  rowsTableWhere(domainId: string, table: string, column: 'name' | 'table' = 'name'): string {
    const database = this.databaseOf(domainId);
    const rows = this.cluster ? this.clusterNames(database).local : database;
    return `database = ${clickhouseLiteral(rows)} AND ${column} = ${clickhouseLiteral(table)}`;
  }

  /** A select of `system` tables on every server that holds rows (each shard of a cluster), their rows together. */
  async rowsEverywhere(domainId: string, sql: string): Promise<Row[]> {
    if (!this.cluster) return this.execute(domainId, sql);
    await this.database(domainId);
    return (await this.cluster.onEveryShard(sql)).flatMap(rowsOf);
  }

  /** The domain's active parts' bytes (every shard's, on a cluster). */
  async domainBytes(domainId: string): Promise<number> {
    const database = this.databaseOf(domainId);
    const rows = this.cluster ? this.clusterNames(database).local : database;
    const parts = await this.rowsEverywhere(
      domainId,
      `SELECT sum(bytes_on_disk) AS n FROM system.parts WHERE database = ${clickhouseLiteral(rows)} AND active`,
    );
    return parts.reduce((sum, part) => sum + Number(part.n ?? 0), 0);
  }

  async execute(domainId: string, sql: string, params?: SqlValue[]): Promise<Row[]> {
    const database = await this.database(domainId);
    const statement = inlineParams(sql, params);
    if (await this.onShards(database, statement)) return [];
    return rowsOf(await this.client.compact(statement, { settings: this.settingsOf(database) }));
  }

  /** The columns a select answers, with their ClickHouse types, without running it for rows. */
  async columnsOf(
    domainId: string,
    sql: string,
    params?: SqlValue[],
  ): Promise<{ name: string; type: string }[]> {
    const database = await this.database(domainId);
    const answer = await this.client.compact(`SELECT * FROM (${inlineParams(sql, params)}) LIMIT 0`, {
      settings: this.settingsOf(database),
    });
    return answer.meta;
  }

  /**
   * Trusted server work whose data streams in as the body (`INSERT INTO … FORMAT …`); `signal`
   * stops the stream and kills the statement on the server (a dropped body alone may not end it).
   */
  async insertData(
    domainId: string,
    sql: string,
    data: AsyncIterable<Buffer | string>,
    signal?: AbortSignal,
  ): Promise<void> {
    const database = await this.database(domainId);
    const id = randomUUID();
    const kill = () =>
      void this.client.compact(`KILL QUERY WHERE query_id = ${clickhouseLiteral(id)}`).catch(() => {});
    signal?.addEventListener('abort', kill);
    try {
      signal?.throwIfAborted();
      await this.client.compact(sql, {
        settings: { ...this.settingsOf(database), query_id: id },
        data,
        ...(signal ? { signal } : {}),
      });
    } finally {
      signal?.removeEventListener('abort', kill);
    }
  }

  /** Trusted server work whose answer, in the format it names, is written to `file` as it comes. */
  async answerToFile(domainId: string, sql: string, file: string): Promise<void> {
    const database = await this.database(domainId);
    const { answer, done } = await this.client.request(sql, { settings: this.settingsOf(database) });
    await pipeline(Readable.from(answer.body), createWriteStream(file)).finally(done);
  }

  /** Waits until the table's mutations (`ALTER … DELETE|UPDATE`, asynchronous on 18.16) are done. */
  async mutationsDone(database: string, table: string, signal?: AbortSignal): Promise<void> {
    // On a cluster the mutations are the local tables', on every shard.
    const rows = this.cluster ? this.clusterNames(database).local : database;
    const servers = this.cluster?.shards.map((shard) => shard.client) ?? [this.client];
    const pending = `SELECT count() AS n FROM system.mutations WHERE database = ${clickhouseLiteral(rows)} AND table = ${clickhouseLiteral(table)} AND is_done = 0`;
    for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
      const answers = await Promise.all(servers.map((server) => server.compact(pending, { signal })));
      if (answers.every((answer) => Number(rowsOf(answer)[0]?.n ?? 0) === 0)) return;
      signal?.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  openUserSession(domainId: string): Promise<WarehouseSession> {
    return this.session(domainId, true);
  }

  openServerSession(domainId: string): Promise<WarehouseSession> {
    return this.session(domainId, false);
  }

  private async session(domainId: string, sandboxed: boolean): Promise<WarehouseSession> {
    const database = await this.database(domainId);
    const names = sandboxed ? await this.sandboxNames(database) : undefined;
    let running: { id: string; aborter: AbortController } | undefined;
    const limits = { max_memory_usage: this.memoryBytes, max_threads: this.options.threads };
    const send = async (sql: string, params: SqlValue[] = [], extra: ClickhouseCall['settings'] = {}) => {
      // Server work is the server's own SQL: it is neither checked nor bounded.
      const statement: UserStatement | undefined = names && checkUserStatement(sql, names);
      const settings = {
        ...this.settingsOf(database),
        ...(statement ? limits : {}),
        ...(statement?.kind === 'read' ? { readonly: 1 } : {}),
        ...(statement?.kind === 'insert' ? { allow_ddl: 0 } : {}),
        ...extra,
      };
      if (await this.onShards(database, inlineParams(sql, params), statement ?? undefined)) {
        if (statement?.kind === 'mutation') await this.mutationsDone(database, statement.table);
        return { meta: [], data: [] };
      }
      const current = { id: randomUUID(), aborter: new AbortController() };
      running = current;
      try {
        const answer = await this.client.compact(inlineParams(sql, params), {
          settings: { ...settings, query_id: current.id },
          signal: current.aborter.signal,
        });
        if (statement?.kind === 'mutation')
          await this.mutationsDone(database, statement.table, current.aborter.signal);
        return answer;
      } finally {
        if (running === current) running = undefined;
      }
    };
    return {
      query: async (sql, params) => rowsOf(await send(sql, params)),
      queryNumbers: async (sql, params) => numberColumnsOf(await send(sql, params)),
      queryBounded: async (sql, params, maxRows) => {
        // The server stops after about `maxRows + 1` rows (a block more at most), whatever the statement returns.
        const answer = await send(sql, params, {
          max_result_rows: maxRows + 1,
          result_overflow_mode: 'break',
        });
        const rows = rowsOf(answer);
        return { columns: answer.meta, rows: rows.slice(0, maxRows), more: rows.length > maxRows };
      },
      countStatements: async (sql) => statementsOf(sql).length,
      cancel: () => {
        if (!running) return;
        const { id, aborter } = running;
        aborter.abort(new Error('Interrupted'));
        void this.client.compact(`KILL QUERY WHERE query_id = ${clickhouseLiteral(id)}`).catch(() => {});
      },
      close: () => {},
    };
  }

  /** How a user session of the domain checks a statement before it runs, to check a script before any of it runs. */
  async userStatementCheck(domainId: string): Promise<(sql: string) => UserStatement> {
    const names = await this.sandboxNames(await this.database(domainId));
    return (sql) => checkUserStatement(sql, names);
  }

  /** The server's table functions, asked once (they change only with its version). */
  private tableFunctions?: Promise<ReadonlySet<string>>;

  /** What the sandbox checks a statement against: the server's databases and table functions. */
  private async sandboxNames(own: string): Promise<SandboxNames> {
    this.tableFunctions ??= this.client
      .compact('SELECT name FROM system.table_functions')
      .then((answer) => new Set(answer.data.map((row) => String(row[0]).toLowerCase())));
    this.tableFunctions.catch(() => {
      this.tableFunctions = undefined;
    });
    const [databases, tableFunctions] = await Promise.all([
      this.client.compact('SELECT name FROM system.databases'),
      this.tableFunctions,
    ]);
    return {
      own,
      domainDatabase: new RegExp(`^${this.prefix}_[0-9a-f]{32}$`, 'i'),
      databases: new Set(databases.data.map((row) => String(row[0]))),
      tableFunctions,
    };
  }

  async drop(domainId: string): Promise<void> {
    const name = this.databaseOf(domainId);
    this.databases.delete(domainId);
    const drop = (db: string) => `DROP DATABASE IF EXISTS ${clickhouseName(db)}`;
    if (this.cluster) await this.cluster.run({ steps: [[drop(name), drop(this.clusterNames(name).local)]] });
    else await this.client.compact(drop(name));
  }

  async exportDomain(domainId: string, dir: string): Promise<void> {
    await this.moveDomain(await this.database(domainId)).exportTo(dir);
  }

  async importDomain(domainId: string, dir: string): Promise<void> {
    await this.moveDomain(await this.database(domainId)).importFrom(dir);
  }

  private moveDomain(database: string) {
    const { cluster } = this;
    return moveDomain(
      this.client,
      database,
      cluster && {
        rows: this.clusterNames(database).local,
        settings: cluster.settings,
        create: (sql) => this.onShards(database, sql),
      },
    );
  }

  async close(): Promise<void> {
    this.databases.clear();
    this.client.close();
    this.cluster?.close();
  }
}
