import { randomUUID } from 'node:crypto';
import type { CopyScenarioPreview, copyScenarioSchema } from '@cubus/shared';
import type { z } from 'zod';
import { factorCount, scaledColumns, scaleTypes, valueColumn } from '../../engine/compiler/measures';
import type { SqlValue } from '../../engine/engine';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { inWarehouseTransaction, type WarehouseQuery } from '../warehouse-work';
import { publish, recordChange } from './cube-changes';
import { filterScope } from './cube-scope';
import {
  checkShape,
  dimColumn,
  dimRefTable,
  factColumnNames,
  factTable,
  histTable,
  type LoadedCube,
  loadCube,
  refreshFactCount,
} from './cube-store';

type CopyRequest = z.output<typeof copyScenarioSchema>;

/** The request checked against the cube: its scenario dimension, and not a copy onto itself. */
function scenarioOf(cube: LoadedCube, request: CopyRequest): number {
  const s = cube.dimensions.findIndex((d) => d.scenario);
  if (s < 0)
    throw new AppError(400, 'no_scenario', 'This cube has no scenario dimension', { path: 'cubeId' });
  if (request.from === request.to)
    throw new AppError(400, 'same_scenario', 'Copying a scenario onto itself changes nothing', {
      path: 'to',
    });
  if (request.filter[cube.dimensions[s]?.name ?? ''])
    throw new AppError(400, 'validation_failed', 'The scenario is chosen by from and to', { path: 'filter' });
  return s;
}

/** The source's and the target's facts in scope, as conditions on the facts (alias `f`). */
async function copyScopes(query: WarehouseQuery, cube: LoadedCube, request: CopyRequest, s: number) {
  const table = dimRefTable(cube, s);
  const ids: number[] = [];
  for (const [path, code] of [
    ['from', request.from],
    ['to', request.to],
  ] as const) {
    const [member] = await query(`SELECT id, active FROM ${table} WHERE code = ?`, [code]);
    if (!member) throw new AppError(400, 'member_not_found', `No scenario "${code}"`, { path, code });
    if (path === 'to' && member.active !== true)
      throw new AppError(400, 'member_inactive', `"${code}" is inactive`, { path, code });
    ids.push(Number(member.id));
  }
  const [fromId, toId] = ids as [number, number];
  const { scope, spans } = await filterScope(query, cube, request.filter);
  const scoped = (id: number) => ({
    sql: [`f.${dimColumn(s)} = ?`, ...scope.sql].join(' AND '),
    params: [id, ...scope.params] as SqlValue[],
  });
  return { source: scoped(fromId), target: scoped(toId), toId, spans };
}

const countOf = async (query: WarehouseQuery, facts: string, where: { sql: string; params: SqlValue[] }) =>
  Number(
    (await query(`SELECT count(*)::BIGINT AS n FROM ${facts} f WHERE ${where.sql}`, where.params))[0]?.n ?? 0,
  );

/** How many cells Copy Scenario would replace in the target and write there; nothing changes. */
export async function previewCopy(context: KindContext, request: CopyRequest): Promise<CopyScenarioPreview> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const s = scenarioOf(cube, request);
  const facts = factTable(cube.id);
  return inWarehouseTransaction(context.app, cube.domainId, async (query) => {
    const { source, target } = await copyScopes(query, cube, request, s);
    return { replaced: await countOf(query, facts, target), copied: await countOf(query, facts, source) };
  });
}

/**
 * Copy Scenario: the facts of scenario member `from` (under the filter's members) replace those of
 * `to` in the same scope, amounts times `factor` rounded to each measure's type; the target's old
 * facts go to the history first, so the change can be undone.
 */
export async function copyScenario(
  context: KindContext,
  request: CopyRequest,
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const s = scenarioOf(cube, request);
  const dialect = context.app.warehouse.dialect;
  const facts = factTable(cube.id);
  const columns = factColumnNames(cube, dialect);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const changeId = randomUUID();
  // Exact types take the factor's decimal text; a float measure its double.
  const factors = cube.measures.flatMap((m) =>
    Array.from({ length: factorCount(m) }, () =>
      m.type === 'float' ? request.factor : String(request.factor),
    ),
  );
  const outcome = await inWarehouseTransaction(context.app, cube.domainId, async (query) => {
    await checkShape(query, cube, dialect);
    const { source, target, toId, spans } = await copyScopes(query, cube, request, s);
    await query(
      `INSERT INTO ${histTable(cube.id)} SELECT ?, true, ${columns.map((c) => `f.${c}`).join(', ')} FROM ${facts} f WHERE ${target.sql}`,
      [changeId, ...target.params],
    );
    await query(`DELETE FROM ${facts} AS f WHERE ${target.sql}`, target.params);
    const copied = dims.map((d, i) => (i === s ? 'CAST(? AS BIGINT)' : `f.${d}`));
    // The largest amount of each measure picks a factor type its products fit (engine/compiler/measures.ts).
    const [largest = {}] = await query(
      `SELECT ${cube.measures
        .map((m, j) => (factorCount(m) ? `CAST(max(abs(f.${valueColumn(j)})) AS DOUBLE)` : 'NULL'))
        .map((e, j) => `${e} AS a${j}`)
        .join(', ')} FROM ${facts} f WHERE ${source.sql}`,
      source.params,
    );
    const scaled = cube.measures.flatMap((m, j) =>
      scaledColumns(
        m,
        j,
        dialect,
        '?',
        scaleTypes(m, request.factor, Number(largest[`a${j}`] ?? 0), dialect),
      ),
    );
    const cells = await countOf(query, facts, source);
    await query(
      `INSERT INTO ${facts} (${columns.join(', ')}) SELECT ${[...copied, ...scaled].join(', ')} FROM ${facts} f WHERE ${source.sql}`,
      [toId, ...factors, ...source.params],
    );
    return { cells, toId, spans };
  });
  await recordChange(context, cube, {
    id: changeId,
    kind: 'copy-scenario',
    measure: null,
    coords: { [cube.dimensions[s]?.name ?? '']: request.to },
    oldValue: null,
    newValue: null,
    cells: outcome.cells,
    details: {
      from: request.from,
      to: request.to,
      factor: request.factor,
      filter: request.filter,
      toId: outcome.toId,
      spans: outcome.spans,
    },
  });
  await refreshFactCount(context.app, cube);
  await logActivity(context.app.db, {
    domainId: cube.domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'cube.copy-scenario',
    object: cube.name,
    details: {
      kind: 'cubes',
      id: cube.id,
      name: cube.name,
      from: request.from,
      to: request.to,
      factor: request.factor,
      cells: outcome.cells,
      changeId,
    },
  });
  publish(context, cube.id, changeId, 'copy-scenario');
  return { changeId, cells: outcome.cells };
}
