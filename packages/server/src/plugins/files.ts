import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { FileStore } from '../files/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files and resumable uploads under `CUBUS_FILES_DIR/<domainId>/` (`DATA_DIR/files` unset). */
    files: FileStore;
  }
}

async function filesPlugin(app: FastifyInstance, options: { config: Config; clock?: () => number }) {
  const { config } = options;
  const store = new FileStore(app.db, config.files.dir, config.files, options.clock);
  app.decorate('files', store);
  const sweep = () =>
    store.sweep().catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'));
  await sweep();
  const timer = setInterval(sweep, config.files.sweepSeconds * 1000);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}

/** The file store, with a periodic sweep of expired unfinished uploads. */
export const files = fp(filesPlugin, { name: 'files', dependencies: ['metadata-store'] });
