import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/database';

/** How often a node says it is alive. */
export const nodeHeartbeatMs = 5_000;
/**
 * A node silent this long is dead: it no longer blocks a start, and the job sweep (every 10 s,
 * `JobWorker`) fails the runs it had. Three missed heartbeats, so a slow store never kills a live node.
 */
export const nodeStaleSeconds = 15;
/** A dead node's row is kept this long (its runs are failed meanwhile), then removed. */
const forgetAfterSeconds = 3600;

export type WarehouseKind = 'duckdb' | 'clickhouse';

interface NodeRow {
  id: string;
  host: string;
  pid: number;
  warehouse: WarehouseKind;
}

/** Whether a process of this machine is still there (a node that died before leaving). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why this node may not join the live ones, or undefined. An embedded warehouse is one node's alone. */
function conflict(own: WarehouseKind, others: NodeRow[]): string | undefined {
  const other = own === 'duckdb' ? others[0] : others.find((node) => node.warehouse === 'duckdb');
  if (!other) return undefined;
  const who = `another node (${other.host}, pid ${other.pid}) uses this metadata store`;
  return own === 'duckdb'
    ? `${who} and this node's warehouse is embedded DuckDB, which cannot be shared; set CLICKHOUSE_URL on every node`
    : `${who} with an embedded DuckDB warehouse, which cannot be shared; set CLICKHOUSE_URL on every node`;
}

/**
 * The install's live nodes in the metadata store (`nodes`): each node's row, its heartbeat every
 * 5 s, removed when it stops cleanly. The clock is the store's (`now()`), so nodes with skewed
 * clocks agree on who is stale.
 * @example const nodes = new NodeRegistry(db, 'clickhouse'); await nodes.join(); … await nodes.leave()
 */
export class NodeRegistry {
  /** This node's id; its job runs carry it as their worker. */
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    readonly warehouse: WarehouseKind,
  ) {}

  /**
   * Adds this node, or throws why it cannot run beside the live ones (an embedded warehouse with
   * any other node). Under an advisory lock, so two nodes starting at once cannot both pass.
   * `shareEmbedded` skips the check (tests: several embedded nodes of one process).
   */
  async join(options: { shareEmbedded?: boolean } = {}): Promise<void> {
    const host = hostname();
    await this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('cubus.nodes'))`.execute(trx);
      await sql`DELETE FROM nodes WHERE heartbeat_at < now() - make_interval(secs => ${forgetAfterSeconds})`.execute(
        trx,
      );
      const live = (
        await sql<NodeRow>`SELECT id, host, pid, warehouse FROM nodes
          WHERE heartbeat_at >= now() - make_interval(secs => ${nodeStaleSeconds})`.execute(trx)
      ).rows;
      // A node of this machine whose process is gone died a moment ago (a crash and a restart):
      // marked dead at once, so its runs are failed and it blocks nothing.
      const gone = live
        .filter((node) => node.host === host && !processAlive(node.pid))
        .map((node) => node.id);
      if (gone.length > 0)
        await sql`UPDATE nodes SET heartbeat_at = 'epoch' WHERE id = ANY(${gone})`.execute(trx);
      const others = live.filter((node) => !gone.includes(node.id));
      const reason = options.shareEmbedded ? undefined : conflict(this.warehouse, others);
      if (reason) throw new Error(reason);
      await trx
        .insertInto('nodes')
        .values({ id: this.id, warehouse: this.warehouse, host, pid: process.pid })
        .execute();
    });
    this.timer = setInterval(() => {
      this.beat().catch(() => {});
    }, nodeHeartbeatMs);
    this.timer.unref();
  }

  /** Says this node is alive; puts its row back if a long pause let another node forget it. */
  private async beat(): Promise<void> {
    const touched = await this.db
      .updateTable('nodes')
      .set({ heartbeat_at: sql`now()` })
      .where('id', '=', this.id)
      .executeTakeFirst();
    if (touched.numUpdatedRows === 0n)
      await this.db
        .insertInto('nodes')
        .values({ id: this.id, warehouse: this.warehouse, host: hostname(), pid: process.pid })
        .onConflict((oc) => oc.doNothing())
        .execute();
  }

  /** Stops the heartbeat without leaving: how a node that died looks to the others (tests). */
  silence(): void {
    clearInterval(this.timer);
  }

  /** Removes this node (a clean stop): it blocks no start and leaves no runs to fail. */
  async leave(): Promise<void> {
    clearInterval(this.timer);
    await this.db.deleteFrom('nodes').where('id', '=', this.id).execute();
  }
}
