import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { upgradeCubeFacts } from '../objects/cubes/upgrade-facts';
import { type FirstStart, runFirstStart } from '../seed/first-start';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts created by this start (first start only), for server.ts to print once. */
    firstStart: FirstStart | null;
  }
}

async function firstStartPlugin(app: FastifyInstance, options: { config: Config }) {
  // Cubes made before their measures had declared types get their facts converted once.
  await upgradeCubeFacts(app.db, app.warehouse);
  app.decorate('firstStart', await runFirstStart(app.db, app.warehouse, app.files, options.config));
}

/** Seeds an empty install, and brings older installs' warehouse tables up to date; needs both stores and the file store. */
export const firstStart = fp(firstStartPlugin, {
  name: 'first-start',
  dependencies: ['metadata-store', 'warehouse', 'files'],
});
