import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  importMappingSchema,
  importPolicySchema,
  importSourceSchema,
  importTargetSchema,
  rejectReasonSchema,
} from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ClaimedJob } from '../../jobs/job-store';
import type { JobHandler } from '../../jobs/job-worker';
import { runResultSchema } from '../../jobs/run-result';
import { runsUnlessDeleted } from '../../jobs/scheduler';
import { notFound } from '../../lib/app-error';
import { findTable, refreshStats, storeStats } from '../tables/data-tables';
import { type ImportRunDefinition, type ImportRunResult, runImport } from './run-import';

/** A saved import as a run reads it (parsed again: the row may predate a change of the schema). */
async function definitionOf(
  app: FastifyInstance,
  domainId: string,
  id: string,
): Promise<ImportRunDefinition> {
  const row = await app.db
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('The import was deleted');
  return {
    source: importSourceSchema.parse(row.source),
    target: importTargetSchema.parse(row.target),
    mapping: row.mapping === null ? null : importMappingSchema.parse(row.mapping),
    mode: row.mode,
    policy: importPolicySchema.parse(row.policy),
  };
}

/**
 * The table a run made, registered as a data table; the import then targets it, so its next run
 * (by hand or by its schedule) loads into it instead of failing with `table_exists`.
 */
async function adoptNewTable(
  app: FastifyInstance,
  job: Pick<ClaimedJob, 'domainId' | 'objectId' | 'createdBy'>,
  name: string,
  columns: ImportRunResult['columns'],
): Promise<string> {
  const tableId = randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('data_tables')
      .values({
        id: tableId,
        domain_id: job.domainId,
        name,
        description: '',
        columns: JSON.stringify(columns),
        created_by: job.createdBy,
      })
      .execute();
    await trx
      .updateTable('imports')
      .set({ target: JSON.stringify({ tableId }), version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', job.objectId ?? '')
      .where('domain_id', '=', job.domainId)
      .execute();
  });
  return tableId;
}

/** The worker's handler of `import` jobs: the run, then a new table adopted and the counts stored. */
/** An import run's result: its counts and the first rejected rows, each with its reason. */
export const importRunResultSchema = runResultSchema.extend({
  rejected: z
    .array(
      z.object({
        line: z.number(),
        reason: z.string(),
        reasons: z.array(rejectReasonSchema).optional(),
        values: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
});

export function importJobHandler(app: FastifyInstance): JobHandler {
  return async (job, reporter) => {
    const definition = await definitionOf(app, job.domainId, job.objectId ?? '');
    const result = await runImport(app, job, definition, reporter);
    if (result.tableName === null) return;
    if ('tableId' in definition.target)
      return refreshStats(app, await findTable(app, job.domainId, definition.target.tableId));
    if (!result.created) return;
    // The warehouse counts the table while the metadata store registers it.
    const [tableId, stats] = await Promise.all([
      adoptNewTable(app, job, result.tableName, result.columns),
      app.warehouse.tableStats(job.domainId, result.tableName),
    ]);
    await storeStats(app.db, tableId, stats);
  };
}

/** Scheduled imports run unless deleted. */
export const importSchedules = runsUnlessDeleted('imports');

/**
 * What a run of a dead process left: its staging table and its scratch file. When it died after
 * its swap committed, the rows are in: the run is marked succeeded and a table it made is
 * registered (its import then targets it), as the run would have done.
 */
export async function cleanupImportJob(
  app: FastifyInstance,
  job: { id: string; domainId: string },
): Promise<void> {
  await app.warehouse.dropImportStage(job.domainId, job.id);
  await rm(path.join(await app.files.domainDir(job.domainId), `.import-${job.id}.csv`), { force: true });
  const row = await app.db
    .selectFrom('jobs')
    .select(['object_id', 'created_by'])
    .where('id', '=', job.id)
    .where('domain_id', '=', job.domainId)
    .where('kind', '=', 'import')
    .executeTakeFirst();
  if (!row?.object_id) return;
  const done = await app.warehouse.swappedImport(job.domainId, job.id);
  if (!done) return;
  const claimed = { id: job.id, domainId: job.domainId, objectId: row.object_id, createdBy: row.created_by };
  const definition = await definitionOf(app, job.domainId, row.object_id).catch(() => undefined);
  if (done.tableName && definition && 'newTable' in definition.target)
    await adoptNewTable(app, claimed, done.tableName, done.columns);
  const line = {
    at: new Date().toISOString(),
    level: 'info',
    text: 'The rows were loaded before the server stopped',
  };
  await app.db
    .updateTable('jobs')
    .set({
      status: 'succeeded',
      error: null,
      error_code: null,
      progress: 1,
      result: sql`result || ${JSON.stringify({
        rowsRead: done.rowsLoaded + done.rowsRejected,
        rowsLoaded: done.rowsLoaded,
        rowsRejected: done.rowsRejected,
      })}::jsonb`,
      messages: sql`messages || ${JSON.stringify([line])}::jsonb`,
    })
    .where('id', '=', job.id)
    .execute();
}
