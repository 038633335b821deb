import {
  type ClickhouseCall,
  type ClickhouseClient,
  ClickhouseError,
  type CompactAnswer,
  clickhouseClient,
} from '../../../clickhouse/clickhouse-client';
import { clickhouseLiteral } from '../../../clickhouse/clickhouse-literals';
import { unavailableOr } from '../unavailable';
import type { ShardedDdl } from './cluster-ddl';

/** `CUBUS_CLICKHOUSE_CLUSTER` and `CUBUS_CLICKHOUSE_SHARD_URLS`, as the config read them. */
export interface ClusterOptions {
  /** The cluster's name in the servers' `remote_servers`. */
  name: string;
  /** Each shard's HTTP address, `http://host:8123`, in the order of `remote_servers`. */
  shardUrls: string[];
}

/**
 * The shards of a cluster, each called over HTTP as the warehouse's user: the DDL, mutations and
 * their waits run on each (`cluster-ddl.ts`); reads and inserts go to the entry server's
 * Distributed tables. `system.clusters` names each shard's TCP port only, not its HTTP one, so
 * the shards' addresses are configured, and `check` proves each is the shard it stands for.
 */
export class ClickhouseCluster {
  /** What every call on a cluster runs with: an insert is on its shards when it returns, a join of two sharded tables is GLOBAL. */
  readonly settings = { insert_distributed_sync: 1, distributed_product_mode: 'global' } as const;
  readonly shards: { origin: string; client: ClickhouseClient }[];
  private checked?: Promise<void>;

  constructor(
    private readonly entry: ClickhouseClient,
    readonly options: ClusterOptions,
    credentials: { user: string; password: string },
  ) {
    this.shards = options.shardUrls.map((raw) => {
      const base = new URL(raw);
      return { origin: base.origin, client: clickhouseClient({ base, ...credentials }) };
    });
  }

  /**
   * Fails, in one line naming the variable at fault, unless the entry server knows the cluster,
   * its shards are unreplicated, and each shard URL is the shard of its place (its own
   * `system.clusters` says so: `is_local`). Asked once; a failure is asked again next time.
   */
  check(): Promise<void> {
    this.checked ??= this.checkShards();
    this.checked.catch(() => {
      this.checked = undefined;
    });
    return this.checked;
  }

  private async checkShards(): Promise<void> {
    const { name, shardUrls } = this.options;
    const cluster = clickhouseLiteral(name);
    const answer = await this.entry.compact(
      `SELECT shard_num, count() AS replicas FROM system.clusters WHERE cluster = ${cluster} GROUP BY shard_num ORDER BY shard_num`,
      { timeoutMs: 10_000 },
    );
    if (answer.data.length === 0)
      throw new Error(
        `CUBUS_CLICKHOUSE_CLUSTER: the ClickHouse of CLICKHOUSE_URL has no cluster ${name} in its remote_servers`,
      );
    const replicated = answer.data.find(([, replicas]) => Number(replicas) > 1);
    if (replicated)
      throw new Error(
        `CUBUS_CLICKHOUSE_CLUSTER: shard ${replicated[0]} of ${name} has replicas; the warehouse runs on unreplicated shards only`,
      );
    if (answer.data.length !== shardUrls.length)
      throw new Error(
        `CUBUS_CLICKHOUSE_SHARD_URLS: the cluster ${name} has ${answer.data.length} shards, but ${shardUrls.length} URLs are given`,
      );
    // One after the other: the first shard out of place is the one the error names.
    for (const [index, shard] of this.shards.entries()) {
      const own = await shard.client
        .compact(`SELECT shard_num FROM system.clusters WHERE cluster = ${cluster} AND is_local`, {
          timeoutMs: 10_000,
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
          throw new Error(
            `CUBUS_CLICKHOUSE_SHARD_URLS: shard ${index + 1} at ${shard.origin} did not answer: ${reason}`,
            { cause: error },
          );
        });
      const found = own.data.map(([n]) => Number(n));
      if (found.length !== 1 || found[0] !== index + 1)
        throw new Error(
          `CUBUS_CLICKHOUSE_SHARD_URLS: ${shard.origin} is not shard ${index + 1} of ${name} (it says ${found.length === 0 ? 'none' : found.join(', ')})`,
        );
    }
  }

  /** `sql` on every shard, one after the other; a shard's failure names it. */
  async onEveryShard(sql: string): Promise<CompactAnswer[]> {
    const answers: CompactAnswer[] = [];
    for (const [index, shard] of this.shards.entries())
      answers.push(await shard.client.compact(sql).catch((error: unknown) => this.failed(index, error)));
    return answers;
  }

  /**
   * The statement's steps on every shard. No transaction spans the shards: a step that fails on
   * one leaves it done on the shards before; a RENAME is then taken back on them (best effort),
   * so each shard keeps the old tables, and the error names the shard. In `database`, where a
   * name the statements leave unqualified is (a user's mutation may read another table).
   */
  async run(ddl: ShardedDdl, database?: string): Promise<void> {
    const call: ClickhouseCall = { settings: database ? { database } : {} };
    for (const [step, statements] of ddl.steps.entries()) {
      for (const [index, shard] of this.shards.entries()) {
        try {
          for (const statement of statements) await shard.client.compact(statement, call);
        } catch (error) {
          if (step === 0 && ddl.undo)
            for (const done of this.shards.slice(0, index))
              await done.client.compact(ddl.undo, call).catch(() => {});
          this.failed(index, error);
        }
      }
    }
  }

  /**
   * The error of shard `index`, saying which it is, with ClickHouse's code kept; a shard that did
   * not answer is the warehouse's 503 (`unavailable.ts`), the shard named in its cause.
   */
  private failed(index: number, error: unknown): never {
    const where = `shard ${index + 1} of ${this.options.name} (${this.shards[index]?.origin})`;
    if (error instanceof ClickhouseError)
      throw unavailableOr(new ClickhouseError(error.code, `${where}: ${error.message}`));
    throw unavailableOr(
      new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error }),
    );
  }

  close(): void {
    for (const shard of this.shards) shard.client.close();
  }
}
