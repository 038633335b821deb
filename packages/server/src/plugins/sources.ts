import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DatasourceValues } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SourcesConfig } from '../config';
import { withSource } from '../engine/drivers/open-source';
import { allowListOf } from '../engine/drivers/source-address';
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
  const { filesDir, connectTimeoutMs, statementTimeoutMs } = options.config;
  const allow = allowListOf(options.config.allow);
  app.decorate('sources', {
    async use(domainId, id, edits, work) {
      const settings = await sourceSettings(app, domainId, id, edits);
      // Each domain reads only its own folder; made on first use, so an operator sees where to put files.
      const domainDir = path.join(filesDir, domainId);
      if (settings.type === 'files') await mkdir(domainDir, { recursive: true }).catch(() => {});
      const onDenied = (reason: string) => app.log.warn({ domainId, sourceId: id }, reason);
      return withSource(
        settings,
        { filesDir: domainDir, connectTimeoutMs, statementTimeoutMs, allow, onDenied },
        work,
      );
    },
  } satisfies Sources);
}

/** `app.sources`: what the data-source calls, imports and mounts connect through. */
export const sources = fp(sourcesPlugin, { name: 'sources', dependencies: ['metadata-store', 'auth'] });
