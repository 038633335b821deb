import {
  type ParsedReportView,
  type ParsedSelect,
  pivotRequestSchema,
  type ReportRunAnswer,
  type ReportSource,
  reportColumnShown,
  reportGridSelect,
  reportLimits,
  selectRequestSchema,
} from '@cubus/shared';
import { AppError, forbidden } from '../../lib/app-error';
import type { KindContext, ObjectKind } from '../../qry/object-kind';
import { compileFor, selectRows } from '../../qry/records';
import { runPivot } from '../cubes/cube-pivot';
import { type CubeDef, dimIndex, findCube, measureIndex } from '../cubes/cube-store';
import { findMount } from '../mounts/mount-source';
import { findTable } from '../tables/data-tables';

type GridView = Extract<ParsedReportView, { type: 'grid' }>;

/** The select a grid view runs, with the defaults of a parsed request. */
export const gridSelectOf = (object: string, view: GridView, limit: number): ParsedSelect =>
  selectRequestSchema.parse(reportGridSelect(object, view, limit));
type PivotView = Extract<ParsedReportView, { type: 'pivot' }>;

/** A report's source as found now: a cube, or the qry kind of a table's or mount's rows. */
export type FoundSource =
  | { kind: 'cube'; id: string; name: string; cube: CubeDef }
  | { kind: 'table' | 'mount'; id: string; name: string; rows: ObjectKind };

const subjects = { cube: 'cubes', table: 'tables', mount: 'mounts' } as const;

/** The source of the caller's domain, or `undefined` when it was removed (or never was there). */
async function findSource(source: ReportSource, context: KindContext): Promise<FoundSource | undefined> {
  const { app, auth } = context;
  if (!auth.ability.can('read', subjects[source.kind])) throw forbidden();
  if (source.kind === 'cube') {
    const cube = await findCube(app, auth.domain.id, source.id).catch(() => undefined);
    return cube && { kind: 'cube', id: cube.id, name: cube.name, cube };
  }
  const named =
    source.kind === 'table'
      ? await findTable(app, auth.domain.id, source.id).catch(() => undefined)
      : await findMount(app, auth.domain.id, source.id).catch(() => undefined);
  const rows =
    named && (await app.objects.resolve(`${source.kind}:${source.id}`, context).catch(() => undefined));
  return named && rows && { kind: source.kind, id: source.id, name: named.name, rows };
}

const sourceMissing = (source: ReportSource) =>
  new AppError(409, 'report_source_missing', `The ${source.kind} of this report was removed`, {
    path: 'source',
    source,
  });

function checkPivot(cube: CubeDef, view: PivotView): void {
  const at = 'values.view';
  for (const axis of ['rows', 'columns', 'filters'] as const)
    view[axis].forEach((d, i) => {
      dimIndex(cube, d.dim, `${at}.${axis}.${i}.dim`);
    });
  view.measures?.forEach((name, i) => {
    measureIndex(cube, name, `${at}.measures.${i}`);
  });
}

/** A 400 from the compiler, placed under the view it came from. */
function underView(error: unknown): unknown {
  if (!(error instanceof AppError) || error.status !== 400) return error;
  const path = (error.details as { path?: string } | undefined)?.path;
  return new AppError(400, error.code, error.message, { path: `values.view${path ? `.${path}` : ''}` });
}

/**
 * Checks a report's definition before it is saved: the source is the domain's (404
 * `not_found`), the view's type fits it, and every name in the view is one of the
 * source's (400 `unknown_field`, or the compiler's own code). Nothing runs.
 */
export async function checkDefinition(
  source: ReportSource,
  view: ParsedReportView,
  context: KindContext,
): Promise<void> {
  const found = await findSource(source, context);
  // At save an id the domain lacks (another domain's, removed) is not found, as every such id is.
  if (!found)
    throw new AppError(404, 'not_found', `No such ${source.kind} in this domain`, {
      path: 'values.source.id',
    });
  if ((found.kind === 'cube') !== (view.type === 'pivot'))
    throw new AppError(400, 'validation_failed', 'A cube takes a pivot view, a table or mount a grid view', {
      path: 'values.view.type',
    });
  if (found.kind === 'cube' && view.type === 'pivot') return checkPivot(found.cube, view);
  if (found.kind !== 'cube' && view.type === 'grid') {
    try {
      compileFor(found.rows, context, gridSelectOf(found.rows.name, view, reportLimits.maxRows));
    } catch (error) {
      throw underView(error);
    }
  }
}

/** The source of a saved report, or 409 `report_source_missing` (the report cannot run until it is back). */
export async function sourceOf(source: ReportSource, context: KindContext): Promise<FoundSource> {
  const found = await findSource(source, context);
  if (!found) throw sourceMissing(source);
  return found;
}

/** The pivot request of a cube report. */
export function pivotOf(cubeId: string, view: PivotView) {
  const { type: _type, ...layout } = view;
  return pivotRequestSchema.parse({ ...layout, cubeId });
}

/** Runs a saved report's view on its source: a pivot, or the first rows of a grid view. */
export async function runView(
  source: ReportSource,
  view: ParsedReportView,
  context: KindContext,
): Promise<ReportRunAnswer> {
  const found = await sourceOf(source, context);
  const named = { kind: found.kind, id: found.id, name: found.name };
  if (found.kind === 'cube') {
    if (view.type !== 'pivot') throw sourceMissing(source);
    return {
      source: named,
      pivot: await runPivot(context.app, context.auth.domain.id, pivotOf(found.id, view)),
    };
  }
  if (view.type !== 'grid') throw sourceMissing(source);
  const rows = await selectRows(
    found.rows,
    context,
    gridSelectOf(found.rows.name, view, reportLimits.maxRows),
  );
  return { source: named, rows: { ...rows, columns: rows.columns.filter(reportColumnShown(view)) } };
}
