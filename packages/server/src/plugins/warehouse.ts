import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { DuckDBEngine } from '../engine/duckdb/duckdb-engine';
import type { WarehouseEngine } from '../engine/engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The warehouse engine: each domain's tables in its own database. */
    warehouse: WarehouseEngine;
    /** How large a cube pivot may be and how long its query may run (`CUBUS_PIVOT_*`). */
    pivotLimits: Config['pivot'];
  }
}

async function warehousePlugin(app: FastifyInstance, options: { config: Config }) {
  const engine = new DuckDBEngine({
    dir: path.join(options.config.dataDir, 'warehouse'),
    // The file store's folder of the domain (files/file-store.ts): uploads to import, exports.
    allowedDir: (domainId) => path.join(options.config.dataDir, 'files', domainId),
    ...options.config.warehouse,
  });
  app.decorate('warehouse', engine);
  app.decorate('pivotLimits', options.config.pivot);
  app.addHook('onClose', () => engine.close());
}

/** The warehouse engine (DuckDB embedded), closed with the app. */
export const warehouse = fp(warehousePlugin, { name: 'warehouse' });
