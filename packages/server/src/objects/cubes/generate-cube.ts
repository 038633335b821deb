import { randomUUID } from 'node:crypto';
import {
  type CubeDimension,
  type CubeMeasure,
  type cubeGenerateSchema,
  type Locale,
  locales,
  type MeasureType,
  measureTypeOf,
} from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobHandler } from '../../jobs/job-worker';
import { said } from '../../jobs/run-messages';
import { runResultSchema } from '../../jobs/run-result';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { findRef } from '../refs/ref-store';
import { createRef } from '../refs/refs-kind';
import { type DataTable, findTable } from '../tables/data-tables';
import { columnMissing } from '../tables/table-columns';
import { calendarFor } from './cube-calendar';
import { type FactSource, findCube, loadCube, refreshFactCount } from './cube-store';
import { createCube } from './cubes-kind';
import { loadFacts } from './load-facts';

const numericTypes = ['integer', 'bigint', 'double', 'decimal'];
const dateTypes = ['date', 'timestamp'];

type GenerateRequest = z.output<typeof cubeGenerateSchema>;

/** A measure's type from its column unless asked: whole numbers, a decimal of the column's scale, a float. */
async function measureOf(
  context: KindContext,
  table: DataTable,
  m: GenerateRequest['measures'][number],
): Promise<CubeMeasure> {
  const columnType = table.columns.find((c) => c.name === m.column)?.type;
  let declared: { type: MeasureType; precision?: number; scale?: number } =
    columnType === 'integer' || columnType === 'bigint'
      ? { type: 'integer' }
      : columnType === 'double'
        ? { type: 'float' }
        : { type: 'decimal', scale: await decimalScale(context, table, m.column) };
  if (m.type !== undefined)
    declared = {
      type: m.type,
      ...(m.precision === undefined ? {} : { precision: m.precision }),
      ...(m.scale === undefined ? {} : { scale: m.scale }),
    };
  return {
    name: m.name ?? m.column,
    ...measureTypeOf(declared, m.aggregation),
    aggregation: m.aggregation,
    ...(m.format ? { format: m.format } : {}),
    ...(m.caption ? { caption: m.caption } : {}),
  };
}

/** The scale of a decimal column as the warehouse holds it (a data table's is 4). */
async function decimalScale(context: KindContext, table: DataTable, column: string): Promise<number> {
  const scale = await context.app.warehouse.cubes.decimalScale(context.auth.domain.id, table.name, column);
  return Math.min(scale ?? 2, 18);
}

/**
 * Generate: checks the table and columns, makes the references that are not reused (empty), the
 * cube (status `loading`) and queues the `cube` job that fills both → `{jobId, cubeId}`. A reused
 * reference takes new members only when asked (`addMembers`), a calendar matched by a date column
 * never (400 `time_reference_fixed`); a new calendar (`calendar`) is generated over the column's years.
 */
export async function generateCube(
  context: KindContext,
  request: GenerateRequest,
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
  for (const [i, d] of request.dimensions.entries()) {
    if (d.calendar && !d.refId && !dateTypes.includes(column(d.column, '').type))
      throw new AppError(400, 'calendar_needs_date', `"${d.column}" is not a date or timestamp column`, {
        path: `dimensions.${i}.calendar`,
      });
    if (!d.refId) continue;
    const ref = await findRef(context.app, domainId, d.refId).catch(() => {
      throw new AppError(400, 'validation_failed', 'No such reference', { path: `dimensions.${i}.refId` });
    });
    if (d.addMembers && ref.kind === 'time' && dateTypes.includes(column(d.column, '').type))
      throw new AppError(
        400,
        'time_reference_fixed',
        'Dates are matched to the calendar’s periods: a calendar takes no new members from them',
        { path: `dimensions.${i}.addMembers` },
      );
  }
  const dimensions: CubeDimension[] = [];
  for (const [i, d] of request.dimensions.entries()) {
    const name = d.name ?? d.column;
    const refName = `${request.name}: ${d.caption ?? name}`;
    const refId =
      d.refId ??
      (d.calendar
        ? await calendarFor(context, table, d.column, refName, d.calendar, `dimensions.${i}.calendar`)
        : await createRef(context, { name: refName }));
    dimensions.push({ name, ...(d.caption ? { caption: d.caption } : {}), refId, scenario: d.scenario });
  }
  const measures: CubeMeasure[] = [];
  for (const m of request.measures) measures.push(await measureOf(context, table, m));
  const source: FactSource = {
    tableId: table.id,
    dimensions: request.dimensions.map((d) => d.column),
    measures: request.measures.map((m) => m.column),
    // A new calendar is matched like a reused one: the load never adds periods to it.
    newMembers: request.dimensions.map((d) =>
      d.calendar ? 'reject' : !d.refId ? 'root' : d.addMembers ? 'under-parent' : 'reject',
    ),
  };
  const cubeId = await createCube(context, {
    name: request.name,
    description: request.description,
    dimensions,
    measures,
    status: 'loading',
    source,
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

/** Who started a job, as a load names them (the Ribbon) and speaks to them (the new members' parent). */
async function starter(app: FastifyInstance, userId: string | null) {
  const user = userId
    ? await app.db
        .selectFrom('users')
        .select(['username', 'locale'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : undefined;
  const locale = (locales as readonly string[]).includes(user?.locale ?? '')
    ? (user?.locale as Locale)
    : 'en';
  return { userId, actor: user?.username ?? 'system', locale };
}

/** A cube load's result: its counts, its figures (facts written, members added) and its rejected rows. */
export const cubeRunResultSchema = runResultSchema.extend({
  result: z
    .object({
      rowsRead: z.number(),
      rowsLoaded: z.number(),
      rowsRejected: z.number(),
      factsWritten: z.number(),
      membersAdded: z.array(
        z.object({ dimension: z.string(), parent: z.string().nullable(), count: z.number() }),
      ),
    })
    .optional(),
  rejected: z
    .array(
      z.object({
        line: z.number(),
        reason: z.enum(['unknown_member', 'member_not_leaf']),
        dimension: z.string(),
        value: z.string().nullable(),
        values: z.record(z.string(), z.string().nullable()),
      }),
    )
    .optional(),
});

/**
 * The worker's handler of `cube` jobs: the load of the cube's facts, its figures as the job's
 * counts (rows read, loaded, rejected) and result (with facts written and members added), the
 * rejected rows listed; `failed` on the cube when it fails.
 */
export function cubeJobHandler(app: FastifyInstance): JobHandler {
  return async (job, reporter) => {
    const cubeId = job.objectId ?? '';
    try {
      const cube = await loadCube(app, job.domainId, cubeId);
      const { result, rejected } = await loadFacts(app, cube, await starter(app, job.createdBy));
      await reporter.keep({ result, ...(rejected.length > 0 ? { rejected } : {}) });
      const counts = {
        rowsRead: result.rowsRead,
        rowsLoaded: result.rowsLoaded,
        rowsRejected: result.rowsRejected,
      };
      await reporter.progress(
        1,
        counts,
        said('factsWritten', {
          read: result.rowsRead,
          loaded: result.rowsLoaded,
          rejected: result.rowsRejected,
          facts: result.factsWritten,
        }),
      );
      for (const { count, dimension } of result.membersAdded)
        await reporter.progress(1, {}, said('membersAdded', { count, dimension }));
      await app.db
        .updateTable('cubes')
        .set({ status: 'ready', facts: result.factsWritten, updated_at: new Date() })
        .where('id', '=', cube.id)
        .execute();
      await refreshFactCount(app, await findCube(app, job.domainId, cubeId));
    } catch (error) {
      await app.db.updateTable('cubes').set({ status: 'failed' }).where('id', '=', cubeId).execute();
      throw error;
    }
  };
}
