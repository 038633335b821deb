import type { DatasourceValues } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SourcesConfig } from '../config';
import { withSource } from '../engine/drivers/open-source';
import type { SourceDriver } from '../engine/drivers/source-driver';
import { sourceSettings } from '../objects/datasources/source-settings';

declare module 'fastify' {
  interface FastifyInstance {
    sources: Sources;
  }
}

/** Connections to the domains' data sources, bounded by the configured limits. */
export interface Sources {
  /**
   * Runs `work` on a fresh connection to a saved source of the domain (404 for another domain's),
   * with `edits` laid over its settings, and always closes it.
   * @example await app.sources.use(domainId, id, {}, (driver) => driver.test())
   */
  use<T>(
    domainId: string,
    id: string | undefined,
    edits: Partial<DatasourceValues>,
    work: (driver: SourceDriver) => Promise<T>,
  ): Promise<T>;
}

async function sourcesPlugin(app: FastifyInstance, options: { config: SourcesConfig }) {
  const limits = options.config;
  app.decorate('sources', {
    async use(domainId, id, edits, work) {
      return withSource(await sourceSettings(app, domainId, id, edits), limits, work);
    },
  } satisfies Sources);
}

/** `app.sources`: what the data-source calls, imports and mounts connect through. */
export const sources = fp(sourcesPlugin, { name: 'sources', dependencies: ['metadata-store', 'auth'] });
