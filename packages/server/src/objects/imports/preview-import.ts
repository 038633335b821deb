import { randomUUID } from 'node:crypto';
import type { ImportSource } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { ImportDefinition } from './import-plan';
import { planImport } from './import-plan';
import { readStep } from './run-import';
import { sourceFile } from './source-file';

/**
 * The first rows of a source as they would land in the target: cast to the target's types, each
 * with the reason it would be rejected (key checks against the table's rows come with the run).
 * @example await previewImport(app, domainId, {source, target, mapping: null, mode: 'append'}, 20)
 */
export async function previewImport(
  app: FastifyInstance,
  domainId: string,
  definition: ImportDefinition & { source: ImportSource },
  limit: number,
) {
  const { file, cleanup } = await sourceFile(app, domainId, definition.source, randomUUID(), {
    rowLimit: limit,
  });
  const signal = new AbortController().signal;
  try {
    const staging = await app.warehouse.openImport(domainId, randomUUID(), file);
    try {
      const sourceColumns = await readStep(signal, () => staging.describe(limit));
      const plan = await planImport(app, domainId, definition, sourceColumns);
      const rows = await readStep(signal, () => staging.preview(plan, limit));
      return {
        columns: plan.pairs.map((pair) => ({
          name: pair.target.name,
          type: pair.target.type,
          source: pair.source,
        })),
        rows,
      };
    } finally {
      await staging.close();
    }
  } finally {
    await cleanup();
  }
}
