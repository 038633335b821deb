import { randomUUID } from 'node:crypto';
import type { CubeDimension, CubeMeasure, cubeGenerateSchema } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { JobHandler } from '../../jobs/job-worker';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../object-kind';
import { findRef, rebuildHierarchy, refTable, storeMemberCount } from '../refs/ref-store';
import { createRef } from '../refs/refs-kind';
import { findTable } from '../tables/data-tables';
import { columnMissing } from '../tables/table-columns';
import { inWarehouseTransaction } from '../warehouse-work';
import { dimColumn, factTable, findCube, loadCube, measureColumn, refreshFactCount } from './cube-store';
import { createCube } from './cubes-kind';

const numericTypes = ['integer', 'bigint', 'double', 'decimal'];

/** How loading combines several source rows of one coordinate, per aggregation. */
const loadAggregates: Record<CubeMeasure['aggregation'], string> = {
  sum: 'sum',
  avg: 'avg',
  min: 'min',
  max: 'max',
  count: 'count',
  last: 'last',
};

/**
 * Generate: checks the table and columns, makes the references that are not reused (empty), the
 * cube (status `loading`) and queues the `cube` job that fills both → `{jobId, cubeId}`.
 */
export async function generateCube(
  context: KindContext,
  request: z.output<typeof cubeGenerateSchema>,
): Promise<{ jobId: string; cubeId: string }> {
  const domainId = context.auth.domain.id;
  const table = await findTable(context.app, domainId, request.tableId);
  const column = (name: string, path: string) => {
    const found = table.columns.find((c) => c.name === name);
    if (!found) throw columnMissing(name, path);
    return found;
  };
  request.dimensions.forEach((d, i) => {
    column(d.column, `dimensions.${i}.column`);
  });
  request.measures.forEach((m, i) => {
    if (!numericTypes.includes(column(m.column, `measures.${i}.column`).type))
      throw new AppError(400, 'measure_not_number', `"${m.column}" is not a number column`, {
        path: `measures.${i}.column`,
      });
  });
  for (const [i, d] of request.dimensions.entries())
    if (d.refId)
      await findRef(context.app, domainId, d.refId).catch(() => {
        throw new AppError(400, 'validation_failed', 'No such reference', { path: `dimensions.${i}.refId` });
      });
  const dimensions: CubeDimension[] = [];
  for (const d of request.dimensions)
    dimensions.push({
      name: d.name ?? d.column,
      refId: d.refId ?? (await createRef(context, { name: `${request.name}: ${d.name ?? d.column}` })),
      scenario: d.scenario,
    });
  const measures: CubeMeasure[] = request.measures.map((m) => {
    const type = column(m.column, '').type;
    return {
      name: m.name ?? m.column,
      type: type === 'integer' || type === 'bigint' ? 'integer' : 'number',
      aggregation: m.aggregation,
    };
  });
  const cubeId = await createCube(context, {
    name: request.name,
    description: request.description,
    dimensions,
    measures,
    status: 'loading',
    source: {
      tableId: table.id,
      dimensions: request.dimensions.map((d) => d.column),
      measures: request.measures.map((m) => m.column),
    },
  });
  const jobId = randomUUID();
  await context.app.jobs.store.enqueue({
    id: jobId,
    domainId,
    kind: 'cube',
    objectId: cubeId,
    createdBy: context.auth.user.id,
  });
  context.app.jobs.worker.wake();
  return { jobId, cubeId };
}

/**
 * Fills a generated cube: each dimension's distinct values added to its reference (as root members
 * where missing), then the facts, one per coordinate, from the table. Also used by the demo seed.
 */
export async function loadGeneratedCube(
  app: FastifyInstance,
  domainId: string,
  cubeId: string,
): Promise<number> {
  const cube = await loadCube(app, domainId, cubeId);
  const source = cube.source;
  if (!source)
    throw new AppError(400, 'validation_failed', 'The cube has no source table', { path: 'cubeId' });
  const table = await findTable(app, domainId, source.tableId);
  const quote = (name: string) => app.warehouse.dialect.quote(name);
  const from = quote(table.name);
  const loaded = await inWarehouseTransaction(app, domainId, async (query) => {
    for (const [i, columnName] of source.dimensions.entries()) {
      const ref = cube.refs[i];
      if (!ref) continue;
      const t = refTable(ref.id);
      const value = `CAST(${quote(columnName)} AS VARCHAR)`;
      await query(
        `INSERT INTO ${t} (id, code, name, ord)
         SELECT (SELECT coalesce(max(id), 0) FROM ${t}) + row_number() OVER (ORDER BY v), v, v,
           1000000000 + row_number() OVER (ORDER BY v)
         FROM (SELECT DISTINCT ${value} AS v FROM ${from} WHERE ${quote(columnName)} IS NOT NULL) s
         WHERE v NOT IN (SELECT code FROM ${t})`,
      );
      await storeMemberCount(app, ref.id, await rebuildHierarchy(query, ref.id));
    }
    const joins = source.dimensions.map(
      (columnName, i) =>
        `JOIN ${refTable(cube.refs[i]?.id ?? '')} r${i} ON r${i}.code = CAST(src.${quote(columnName)} AS VARCHAR)`,
    );
    const dims = source.dimensions.map((_, i) => `r${i}.id`);
    const values = source.measures.map(
      (columnName, j) =>
        `CAST(${loadAggregates[cube.measures[j]?.aggregation ?? 'sum']}(CAST(src.${quote(columnName)} AS DOUBLE)) AS DOUBLE)`,
    );
    const names = [
      ...source.dimensions.map((_, i) => dimColumn(i)),
      ...source.measures.map((_, j) => measureColumn(j)),
    ];
    await query(`DELETE FROM ${factTable(cube.id)}`);
    await query(
      `INSERT INTO ${factTable(cube.id)} (${names.join(', ')})
       SELECT ${[...dims, ...values].join(', ')} FROM ${from} src ${joins.join(' ')} GROUP BY ${dims.join(', ')}`,
    );
    const [count] = await query(`SELECT count(*)::BIGINT AS n FROM ${factTable(cube.id)}`);
    return Number(count?.n ?? 0);
  });
  await app.db
    .updateTable('cubes')
    .set({ status: 'ready', facts: loaded, updated_at: new Date() })
    .where('id', '=', cube.id)
    .execute();
  return loaded;
}

/** The worker's handler of `cube` jobs: the load, its count as the job's, `failed` on the cube when it fails. */
export function cubeJobHandler(app: FastifyInstance): JobHandler {
  return async (job, reporter) => {
    const cubeId = job.objectId ?? '';
    try {
      await findCube(app, job.domainId, cubeId);
      const facts = await loadGeneratedCube(app, job.domainId, cubeId);
      await reporter.progress(1, { rowsLoaded: facts }, `${facts} facts loaded`);
      await refreshFactCount(app, await findCube(app, job.domainId, cubeId));
    } catch (error) {
      await app.db.updateTable('cubes').set({ status: 'failed' }).where('id', '=', cubeId).execute();
      throw error;
    }
  };
}
