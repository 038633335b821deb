import { open } from 'node:fs/promises';
import type { ImportSource } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { PreviewTarget } from '../../engine/drivers/source-driver';
import { dumpNull } from '../../engine/warehouse/import-staging';
import { AppError } from '../../lib/app-error';

type SourceImport = Extract<ImportSource, { datasourceId: string }>;

/** A source value as text: the drivers hand over text, numbers, booleans, dates, JSON or bytes. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A table, or a read-only query: exactly one of them. */
export function sourceTarget(source: SourceImport): PreviewTarget {
  if (source.query !== undefined && source.table === undefined) return { query: source.query };
  if (source.table !== undefined && source.query === undefined)
    return { table: source.table, ...(source.schema ? { schema: source.schema } : {}) };
  throw new AppError(400, 'validation_failed', 'An import from a source reads a table or a query', {
    path: 'source',
  });
}

/**
 * A data source's table or query written out as a CSV at `file` (every value quoted, NULL as a
 * bare `\N`), for the engine to read like an uploaded file. At most `rowLimit` rows; `signal`
 * stops it between batches.
 * @example await dumpSource(app, domainId, {datasourceId, table: 'orders'}, scratch, {signal})
 */
export async function dumpSource(
  app: FastifyInstance,
  domainId: string,
  source: SourceImport,
  file: string,
  options: { signal?: AbortSignal; rowLimit?: number },
): Promise<void> {
  const target = sourceTarget(source);
  const out = await open(file, 'w', 0o600);
  try {
    await app.sources.use(domainId, source.datasourceId, {}, async (driver) => {
      let [written, header] = [0, false];
      for await (const batch of driver.read(target)) {
        if (options.signal?.aborted) throw new AppError(409, 'job_cancelled', 'The run was cancelled');
        if (!header) {
          await out.write(`${batch.columns.map(quoted).join(',')}\n`);
          header = true;
        }
        const rows =
          options.rowLimit === undefined ? batch.rows : batch.rows.slice(0, options.rowLimit - written);
        const lines = rows.map((row) =>
          row
            .map((value) => {
              const text = textOf(value);
              return text === null ? dumpNull : quoted(text);
            })
            .join(','),
        );
        if (lines.length > 0) await out.write(`${lines.join('\n')}\n`);
        written += rows.length;
        if (options.rowLimit !== undefined && written >= options.rowLimit) return;
      }
    });
  } finally {
    await out.close();
  }
}
