import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { kindMigrations } from '../objects/kinds';
import type { Database } from '../store/database';
import { openStore } from '../store/open-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metadata store (users, domains, tokens, activity); PostgreSQL dialect. */
    db: Kysely<Database>;
    storeKind: 'pglite' | 'postgres';
  }
}

async function metadataStorePlugin(app: FastifyInstance, options: { config: Config }) {
  const store = await openStore(options.config, kindMigrations);
  app.decorate('db', store.db);
  app.decorate('storeKind', store.kind);
  app.addHook('onClose', () => store.close());
}

/** Opens and migrates the metadata store before anything else needs it; closes it with the app. */
export const metadataStore = fp(metadataStorePlugin, { name: 'metadata-store' });
