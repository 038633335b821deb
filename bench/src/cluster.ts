import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startClickhouseCluster } from '../../packages/server/test/clickhouse-cluster';
import { createDatabase } from '../../packages/server/test/postgres-database';
import { type RunningProxy, startProxy } from './proxy';
import { builtServer, freePort, type Running, requireBuild, start } from './server-process';

/** One Cubus process of a cluster: its address, process and own data dir. */
export interface ClusterNode {
  url: string;
  pid: number;
  /** Ends the process at once (SIGKILL), as a crashed node. */
  kill(): void;
  stop(): Promise<void>;
}

export interface Cluster {
  nodes: ClusterNode[];
  /** The sample balancer (deploy/nginx/cubus.conf) in front of every node. */
  proxy: RunningProxy;
  /** The shared metadata store's URL (tests look into it). */
  databaseUrl: string;
  adminPassword: string;
  stop(): Promise<void>;
}

const adminPassword = 'cluster-Admin-passphrase-42';

/**
 * Cubus as an operator runs it on several nodes: one PostgreSQL database, a ClickHouse of two
 * shards (the sample deploy/clickhouse/cluster.xml), one files folder (the shared volume), the
 * same keys everywhere, each node its own DATA_DIR, and nginx in front with the sample config. Nodes start one after another: the first migrates and
 * seeds, the others find it done.
 * @example const cluster = await startCluster(2); await fetch(`${cluster.proxy.url}/api/health`); await cluster.stop()
 */
export async function startCluster(nodeCount: number, env: Record<string, string> = {}): Promise<Cluster> {
  requireBuild();
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const database = await createDatabase();
    cleanups.push(database.drop);
    const clickhouse = await startClickhouseCluster();
    cleanups.push(clickhouse.stop);
    const scratch = await mkdtemp(path.join(tmpdir(), 'cubus-cluster-'));
    cleanups.push(() => rm(scratch, { recursive: true, force: true }));
    const shared = {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      CLICKHOUSE_URL: clickhouse.url,
      CUBUS_CLICKHOUSE_CLUSTER: clickhouse.name,
      CUBUS_CLICKHOUSE_SHARD_URLS: clickhouse.shardUrls.join(','),
      CUBUS_FILES_DIR: path.join(scratch, 'files'),
      CUBUS_JWT_SECRET: randomBytes(32).toString('base64url'),
      CUBUS_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
      CUBUS_ADMIN_PASSWORD: adminPassword,
      TRUST_PROXY: '1',
      ...env,
    };
    const nodes: ClusterNode[] = [];
    for (let i = 0; i < nodeCount; i++) {
      const port = await freePort();
      const running: Running = await start(
        [builtServer],
        { ...shared, PORT: String(port), DATA_DIR: path.join(scratch, `node-${i + 1}`) },
        port,
      );
      cleanups.push(running.stop);
      nodes.push({
        url: running.url,
        pid: running.child.pid ?? 0,
        kill: () => running.child.kill('SIGKILL'),
        stop: running.stop,
      });
    }
    const proxy = await startProxy(nodes.map((node) => node.url));
    cleanups.push(proxy.stop);
    return { nodes, proxy, databaseUrl: database.url, adminPassword, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
