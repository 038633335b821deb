import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NodeRegistry } from '../nodes/node-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node in the install's registry of live nodes. */
    nodes: NodeRegistry;
  }
}

async function nodesPlugin(
  app: FastifyInstance,
  options: { clickhouseUrl: string | undefined; shareEmbedded?: boolean },
) {
  const nodes = new NodeRegistry(app.db, options.clickhouseUrl ? 'clickhouse' : 'duckdb');
  // Before the warehouse opens: a node that may not run beside the others touches nothing.
  await nodes.join({ shareEmbedded: options.shareEmbedded });
  app.decorate('nodes', nodes);
  // onClose hooks run last-registered first: this one before the store's.
  app.addHook('onClose', () =>
    nodes
      .leave()
      .catch((error: unknown) => app.log.error({ err: error }, 'leaving the node registry failed')),
  );
}

/** Registers this node among the live ones of the metadata store, or refuses the start (an embedded warehouse shared). */
export const nodes = fp(nodesPlugin, { name: 'nodes', dependencies: ['metadata-store'] });
