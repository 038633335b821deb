import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { ClickhouseWarehouse } from '../engine/warehouse/clickhouse/clickhouse-warehouse';
import type { CubeLock } from '../engine/warehouse/cube-lock';
import { loadDuckDB } from '../engine/warehouse/duckdb/duckdb-engine';
import { DuckDBWarehouse } from '../engine/warehouse/duckdb/duckdb-warehouse';
import type { Warehouse } from '../engine/warehouse/warehouse';
import { AppError } from '../lib/app-error';
import { advisoryCubeLock } from '../store/advisory-lock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The warehouse engine: each domain's tables in its own database. */
    warehouse: Warehouse;
    /** How large a cube pivot may be and how long its query may run (`CUBUS_PIVOT_*`). */
    pivotLimits: Config['pivot'];
  }
}

/**
 * The install's warehouse engine (the server's, or a command's while it is stopped): ClickHouse
 * when `CLICKHOUSE_URL` is set, else DuckDB over the data folder. `cubeLock`: how the nodes
 * sharing a ClickHouse take turns on a cube (this process alone when left out).
 */
export function openWarehouse(config: Config, cubeLock?: CubeLock): Warehouse {
  // The file store's folder of the domain (files/file-store.ts, `CUBUS_FILES_DIR`): uploads to
  // import, exports.
  const allowedDir = (domainId: string) => path.join(config.files.dir, domainId);
  if (config.clickhouseUrl)
    return new ClickhouseWarehouse({
      url: config.clickhouseUrl,
      cluster: config.clickhouseCluster,
      scratchDir: path.join(config.dataDir, 'warehouse-scratch'),
      allowedDir,
      ...config.warehouse,
      compactDeltaRows: config.clickhouseCompactRows,
      ...(cubeLock ? { cubeLock } : {}),
    });
  return new DuckDBWarehouse({
    dir: path.join(config.dataDir, 'warehouse'),
    allowedDir,
    ...config.warehouse,
  });
}

/**
 * Fails the start with what went wrong when the ClickHouse of `CLICKHOUSE_URL` does not answer its
 * user, or is not the cluster `CUBUS_CLICKHOUSE_CLUSTER` and its shard URLs say.
 */
async function ensureReachable(engine: Warehouse): Promise<void> {
  if (!(engine instanceof ClickhouseWarehouse)) return;
  try {
    await engine.version();
  } catch (error) {
    await engine.close();
    // The warehouse's 503 keeps what the server said in its cause.
    const said = error instanceof AppError && error.cause ? error.cause : error;
    const reason = said instanceof Error ? said.message : String(said);
    throw new Error(`CLICKHOUSE_URL: ClickHouse did not answer at ${engine.address}: ${reason}`);
  }
  // Its errors name the variable at fault themselves.
  await engine.checkCluster().catch(async (error: unknown) => {
    await engine.close();
    throw error;
  });
}

async function warehousePlugin(app: FastifyInstance, options: { config: Config }) {
  // Nodes share a PostgreSQL, never a PGlite: there one process is the only node.
  const engine = openWarehouse(
    options.config,
    app.storeKind === 'postgres' ? advisoryCubeLock(app.db) : undefined,
  );
  await ensureReachable(engine);
  app.decorate('warehouse', engine);
  app.decorate('pivotLimits', options.config.pivot);
  app.addHook('onClose', () => engine.close());
  // Both engines read files with DuckDB: its bindings load once the server listens, after the
  // requests already waiting, not during the first upload or query.
  app.addHook('onListen', async () => {
    // A load that fails here fails again, and is reported, where DuckDB is first used.
    setImmediate(() => loadDuckDB().catch(() => {}));
  });
}

/** The warehouse engine (DuckDB embedded, or ClickHouse), closed with the app. */
export const warehouse = fp(warehousePlugin, { name: 'warehouse' });
