import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { DuckDBWarehouse } from '../engine/warehouse/duckdb/duckdb-warehouse';
import type { Warehouse } from '../engine/warehouse/warehouse';

declare module 'fastify' {
  interface FastifyInstance {
    /** The warehouse engine: each domain's tables in its own database. */
    warehouse: Warehouse;
    /** How large a cube pivot may be and how long its query may run (`CUBUS_PIVOT_*`). */
    pivotLimits: Config['pivot'];
  }
}

/** The install's warehouse engine over its data folder (the server's, or a command's while it is stopped). */
export function openWarehouse(config: Config): Warehouse {
  return new DuckDBWarehouse({
    dir: path.join(config.dataDir, 'warehouse'),
    // The file store's folder of the domain (files/file-store.ts): uploads to import, exports.
    allowedDir: (domainId) => path.join(config.dataDir, 'files', domainId),
    ...config.warehouse,
  });
}

async function warehousePlugin(app: FastifyInstance, options: { config: Config }) {
  const engine = openWarehouse(options.config);
  app.decorate('warehouse', engine);
  app.decorate('pivotLimits', options.config.pivot);
  app.addHook('onClose', () => engine.close());
}

/** The warehouse engine (DuckDB embedded), closed with the app. */
export const warehouse = fp(warehousePlugin, { name: 'warehouse' });
