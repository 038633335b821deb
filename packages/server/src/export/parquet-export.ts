import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type ParsedSelect, qryLimits } from '@cubus/shared';
import { queryError } from '../engine/compiler/query-error';
import type { KindContext, ObjectKind } from '../qry/object-kind';
import { compileFor } from '../qry/records';

/**
 * A warehouse select written by the engine as Parquet into a temporary file in the domain's own
 * folder (the only one its database may write), streamed, then deleted.
 * @example const { stream, size } = await parquetExport(kind, ctx, select); reply.send(stream)
 */
export async function parquetExport(
  kind: ObjectKind,
  context: KindContext,
  select: ParsedSelect,
): Promise<{ stream: Readable; size: number }> {
  if (kind.store !== 'warehouse')
    throw queryError('invalid_query', 'format', 'Parquet exports are for data tables');
  const compiled = compileFor(kind, context, { ...select, offset: 0, limit: 0 });
  const domainId = context.auth.domain.id;
  const file = path.join(await context.app.files.domainDir(domainId), `.export-${randomUUID()}.parquet`);
  try {
    await context.app.warehouse.exportParquet(
      domainId,
      compiled.allRows,
      path.resolve(file),
      qryLimits.maxExportRows,
    );
    const { size } = await stat(file);
    const stream = createReadStream(file);
    stream.on('close', () => void rm(file, { force: true }));
    return { stream, size };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
