import { randomUUID } from 'node:crypto';
import type { CubeChange, CubeEvent, copyScenarioSchema } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SqlValue } from '../../engine/engine';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { Database } from '../../store/database';
import type { KindContext } from '../object-kind';
import { inWarehouseTransaction, type WarehouseQuery } from '../warehouse-work';
import {
  dimColumn,
  dimIndex,
  dimRefTable,
  factTable,
  histTable,
  type LoadedCube,
  loadCube,
  measureColumn,
  measureIndex,
  refreshFactCount,
} from './cube-store';

/** Equal spreading writes every leaf combination: above this many it is refused. */
const maxSpreadCells = 1_000_000;

/** A condition on the facts (alias `f`) and its values, in placeholder order. */
interface Scope {
  sql: string[];
  params: SqlValue[];
}

interface Coordinate {
  index: number;
  table: string;
  span: [number, number];
  leaf: boolean;
}

/** Tells the domain's open screens that the cube changed. */
export function publish(context: KindContext, cubeId: string, changeId: string, kind: CubeEvent['kind']) {
  const data: CubeEvent = { cubeId, changeId, kind, actor: context.auth.user.username };
  context.app.events.publish(context.auth.domain.id, { type: 'cube', data });
}

/**
 * The facts table still has the shape of the cube as loaded: a change of its structure committed
 * in between would have these column indexes name other dimensions or measures. 409 `conflict`.
 */
async function checkShape(query: WarehouseQuery, cube: LoadedCube): Promise<void> {
  // One table's columns: duckdb_columns() would list every column of the file first.
  const [row] = await query(`SELECT count(*)::INTEGER AS n FROM pragma_table_info('${factTable(cube.id)}')`);
  if (Number(row?.n) !== cube.dimensions.length + cube.measures.length)
    throw new AppError(409, 'conflict', 'The cube’s structure changed meanwhile: read it again', {
      path: 'cubeId',
    });
}

/** Every dimension's member (given by code, or all its members) as a span of leaves; inactive: 400. */
async function coordinates(
  query: WarehouseQuery,
  cube: LoadedCube,
  coords: Record<string, string>,
): Promise<Coordinate[]> {
  for (const name of Object.keys(coords)) dimIndex(cube, name, `coords.${name}`);
  const result: Coordinate[] = [];
  for (const [index, dimension] of cube.dimensions.entries()) {
    const table = dimRefTable(cube, index);
    const code = coords[dimension.name];
    if (code === undefined) {
      const [all] = await query(
        `SELECT coalesce(min(pos), 1) AS a, coalesce(max(last_pos), 0) AS b, count(*) AS n FROM ${table}`,
      );
      result.push({ index, table, span: [Number(all?.a), Number(all?.b)], leaf: Number(all?.n) === 1 });
      continue;
    }
    const [member] = await query(`SELECT pos, last_pos, leaf, active FROM ${table} WHERE code = ?`, [code]);
    if (!member)
      throw new AppError(400, 'member_not_found', `No member "${code}"`, {
        path: `coords.${dimension.name}`,
        code,
      });
    if (member.active !== true)
      throw new AppError(400, 'member_inactive', `"${code}" is inactive`, {
        path: `coords.${dimension.name}`,
        code,
      });
    result.push({
      index,
      table,
      span: [Number(member.pos), Number(member.last_pos)],
      leaf: member.leaf === true,
    });
  }
  return result;
}

/** The facts under the coordinates, at active leaves only. */
function leafScope(coords: Coordinate[]): Scope {
  return {
    sql: coords.map(
      (c) =>
        `f.${dimColumn(c.index)} IN (SELECT id FROM ${c.table} WHERE leaf AND active AND pos BETWEEN ? AND ?)`,
    ),
    params: coords.flatMap((c) => c.span),
  };
}

/** Records one version of the cube (in `db`: a transaction of the caller's, or the store). */
export async function recordChange(
  context: KindContext,
  cube: LoadedCube,
  change: {
    id: string;
    kind: 'write' | 'copy-scenario' | 'structure';
    measure: string | null;
    coords: Record<string, string>;
    oldValue: number | null;
    newValue: number | null;
    cells: number;
    details: Record<string, unknown>;
  },
  db: Kysely<Database> = context.app.db,
): Promise<void> {
  await db
    .insertInto('cube_changes')
    .values({
      id: change.id,
      domain_id: cube.domainId,
      cube_id: cube.id,
      actor_id: context.auth.user.id,
      actor: context.auth.user.username,
      kind: change.kind,
      measure: change.measure,
      coords: JSON.stringify(change.coords),
      old_value: change.oldValue,
      new_value: change.newValue,
      cells: change.cells,
      details: JSON.stringify(change.details),
    })
    .execute();
}

/**
 * Write-back of one cell: a leaf stores the value; a consolidated cell spreads it over its active
 * leaves in proportion to their current values, equally when those are all empty or zero. The old
 * cells go to the history table first, so the change can be undone.
 */
export async function writeCell(
  context: KindContext,
  request: { cubeId: string; measure: string; coords: Record<string, string>; value: unknown },
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const j = measureIndex(cube, request.measure, 'measure');
  const measure = cube.measures[j];
  const { value } = request;
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  if (value !== null && (!isNumber || (measure?.type === 'integer' && !Number.isInteger(value))))
    throw new AppError(
      400,
      'measure_not_number',
      `${request.measure} takes ${measure?.type === 'integer' ? 'whole numbers' : 'numbers'}`,
      {
        path: 'value',
      },
    );
  const target = value as number | null;
  const facts = factTable(cube.id);
  const hist = histTable(cube.id);
  const m = measureColumn(j);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const measures = cube.measures.map((_, k) => measureColumn(k));
  const changeId = randomUUID();
  const outcome = await inWarehouseTransaction(context.app, cube.domainId, async (query) => {
    await checkShape(query, cube);
    const coords = await coordinates(query, cube, request.coords);
    const counts: number[] = [];
    for (const c of coords) {
      const [row] = await query(
        `SELECT count(*)::BIGINT AS n FROM ${c.table} WHERE leaf AND active AND pos BETWEEN ? AND ?`,
        c.span,
      );
      counts.push(Number(row?.n ?? 0));
    }
    if (counts.some((n) => n === 0))
      throw new AppError(400, 'no_leaves', 'No active leaf cells to write', { path: 'coords' });
    const combinations = counts.reduce((a, b) => a * b, 1);
    const scope = leafScope(coords);
    const where = scope.sql.join(' AND ');
    const [current] = await query(
      `SELECT CAST(sum(f.${m}) AS DOUBLE) AS s, count(f.${m})::BIGINT AS n FROM ${facts} f WHERE ${where}`,
      scope.params,
    );
    const sum = current?.s === null || current?.s === undefined ? null : Number(current.s);
    // A leaf cell stores the value itself (no factor, so no rounding); a consolidated one spreads it.
    const proportional = target === null || (combinations > 1 && sum !== null && sum !== 0);
    if (!proportional && combinations > maxSpreadCells)
      throw new AppError(400, 'pivot_too_large', 'Too many leaf cells to spread onto equally', {
        path: 'coords',
      });
    await query(
      `INSERT INTO ${hist} SELECT ?, true, ${[...dims, ...measures].map((c) => `f.${c}`).join(', ')} FROM ${facts} f WHERE ${where}`,
      [changeId, ...scope.params],
    );
    let cells: number;
    if (proportional) {
      const set = target === null ? 'NULL' : `${m} * CAST(? AS DOUBLE)`;
      const factor = target === null ? [] : [target / (sum as number)];
      const updated = await query(
        `UPDATE ${facts} AS f SET ${m} = ${set} WHERE ${where} AND f.${m} IS NOT NULL RETURNING 1 AS ok`,
        [...factor, ...scope.params],
      );
      cells = updated.length;
    } else {
      const share = target / combinations;
      const leaves = coords.map(
        (c, i) =>
          `(SELECT id AS ${dimColumn(c.index)} FROM ${c.table} WHERE leaf AND active AND pos BETWEEN ? AND ?) l${i}`,
      );
      const missing = `SELECT ${dims.map((d) => `combos.${d}`).join(', ')} FROM (SELECT * FROM ${leaves.join(', ')}) combos
        WHERE NOT EXISTS (SELECT 1 FROM ${facts} f WHERE ${dims.map((d) => `f.${d} = combos.${d}`).join(' AND ')})`;
      await query(
        `INSERT INTO ${hist} SELECT ?, false, ${dims.join(', ')}, ${measures.map(() => 'NULL').join(', ')} FROM (${missing})`,
        [changeId, ...coords.flatMap((c) => c.span)],
      );
      await query(
        `INSERT INTO ${facts} (${dims.join(', ')}, ${m}) SELECT *, CAST(? AS DOUBLE) FROM (${missing})`,
        [share, ...coords.flatMap((c) => c.span)],
      );
      await query(`UPDATE ${facts} AS f SET ${m} = CAST(? AS DOUBLE) WHERE ${where}`, [
        share,
        ...scope.params,
      ]);
      cells = combinations;
    }
    return { cells, oldValue: sum };
  });
  await recordChange(context, cube, {
    id: changeId,
    kind: 'write',
    measure: request.measure,
    coords: request.coords,
    oldValue: outcome.oldValue,
    newValue: target,
    cells: outcome.cells,
    details: {},
  });
  await refreshFactCount(context.app, cube);
  publish(context, cube.id, changeId, 'write');
  return { changeId, cells: outcome.cells };
}

/** Spans of the members of a filter (dimension → codes) as a scope on the facts. */
async function filterScope(
  query: WarehouseQuery,
  cube: LoadedCube,
  filter: Record<string, string[]>,
): Promise<{ scope: Scope; spans: Record<string, [number, number][]> }> {
  const scope: Scope = { sql: [], params: [] };
  const spans: Record<string, [number, number][]> = {};
  for (const [name, codes] of Object.entries(filter)) {
    const index = dimIndex(cube, name, `filter.${name}`);
    const table = dimRefTable(cube, index);
    const found = await query(
      `SELECT code, pos, last_pos FROM ${table} WHERE code IN (${codes.map(() => '?').join(', ')})`,
      codes,
    );
    for (const code of codes)
      if (!found.some((r) => r.code === code))
        throw new AppError(400, 'member_not_found', `No member "${code}"`, { path: `filter.${name}`, code });
    const list = found.map((r) => [Number(r.pos), Number(r.last_pos)] as [number, number]);
    spans[name] = list;
    scope.sql.push(
      `f.${dimColumn(index)} IN (SELECT id FROM ${table} WHERE ${list.map(() => 'pos BETWEEN ? AND ?').join(' OR ')})`,
    );
    scope.params.push(...list.flat());
  }
  return { scope, spans };
}

/**
 * Copy Scenario: the facts of scenario member `from` (under the filter's members) replace those of
 * `to` in the same scope, times `factor`; the target's old facts go to the history first.
 */
export async function copyScenario(
  context: KindContext,
  request: z.output<typeof copyScenarioSchema>,
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const s = cube.dimensions.findIndex((d) => d.scenario);
  if (s < 0)
    throw new AppError(400, 'no_scenario', 'This cube has no scenario dimension', { path: 'cubeId' });
  if (request.from === request.to)
    throw new AppError(400, 'same_scenario', 'Copying a scenario onto itself changes nothing', {
      path: 'to',
    });
  if (request.filter[cube.dimensions[s]?.name ?? ''])
    throw new AppError(400, 'validation_failed', 'The scenario is chosen by from and to', { path: 'filter' });
  const facts = factTable(cube.id);
  const hist = histTable(cube.id);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const measures = cube.measures.map((_, k) => measureColumn(k));
  const scenarioTable = dimRefTable(cube, s);
  const changeId = randomUUID();
  const outcome = await inWarehouseTransaction(context.app, cube.domainId, async (query) => {
    await checkShape(query, cube);
    const ids: number[] = [];
    for (const [path, code] of [
      ['from', request.from],
      ['to', request.to],
    ] as const) {
      const [member] = await query(`SELECT id, active FROM ${scenarioTable} WHERE code = ?`, [code]);
      if (!member) throw new AppError(400, 'member_not_found', `No scenario "${code}"`, { path, code });
      if (path === 'to' && member.active !== true)
        throw new AppError(400, 'member_inactive', `"${code}" is inactive`, { path, code });
      ids.push(Number(member.id));
    }
    const [fromId, toId] = ids as [number, number];
    const { scope, spans } = await filterScope(query, cube, request.filter);
    const scoped = (id: number) => ({
      sql: [`f.${dimColumn(s)} = ?`, ...scope.sql].join(' AND '),
      params: [id, ...scope.params],
    });
    const target = scoped(toId);
    const source = scoped(fromId);
    await query(
      `INSERT INTO ${hist} SELECT ?, true, ${[...dims, ...measures].map((c) => `f.${c}`).join(', ')} FROM ${facts} f WHERE ${target.sql}`,
      [changeId, ...target.params],
    );
    await query(`DELETE FROM ${facts} AS f WHERE ${target.sql}`, target.params);
    const copied = dims.map((d, i) => (i === s ? 'CAST(? AS BIGINT)' : `f.${d}`));
    const scaled = measures.map((c) => `f.${c} * CAST(? AS DOUBLE)`);
    const [inserted] = await query(
      `SELECT count(*)::BIGINT AS n FROM ${facts} f WHERE ${source.sql}`,
      source.params,
    );
    await query(
      `INSERT INTO ${facts} (${[...dims, ...measures].join(', ')}) SELECT ${[...copied, ...scaled].join(', ')} FROM ${facts} f WHERE ${source.sql}`,
      [toId, ...measures.map(() => request.factor), ...source.params],
    );
    return { cells: Number(inserted?.n ?? 0), toId, spans };
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

/** Undoes the cube's latest change (it must be `changeId` when given): the old cells come back. */
export async function undoChange(
  context: KindContext,
  request: { cubeId: string; changeId?: string | undefined },
): Promise<{ changeId: string; cells: number }> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const latest = await context.app.db
    .selectFrom('cube_changes')
    .selectAll()
    .where('cube_id', '=', cube.id)
    .where('domain_id', '=', cube.domainId)
    .where('undone_at', 'is', null)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw new AppError(409, 'nothing_to_undo', 'There is nothing to undo', { path: 'cubeId' });
  // The facts and history tables were rebuilt for the new structure: older cells cannot come back.
  if (latest.kind === 'structure')
    throw new AppError(
      409,
      'undo_structure',
      'The cube’s structure was changed since: that change, and the ones before it, cannot be undone',
      { path: 'cubeId', latest: latest.id },
    );
  if (request.changeId && request.changeId !== latest.id)
    throw new AppError(409, 'undo_conflict', 'Newer changes were made since: undo them first', {
      path: 'changeId',
      latest: latest.id,
    });
  const facts = factTable(cube.id);
  const hist = histTable(cube.id);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  const columns = [...dims, ...cube.measures.map((_, k) => measureColumn(k))];
  const cells = await inWarehouseTransaction(context.app, cube.domainId, async (query) => {
    await checkShape(query, cube);
    if (latest.kind === 'copy-scenario') {
      const details = latest.details as { toId: number; spans: Record<string, [number, number][]> };
      const s = cube.dimensions.findIndex((d) => d.scenario);
      const conditions = [`f.${dimColumn(s)} = ?`];
      const params: SqlValue[] = [details.toId];
      for (const [name, spans] of Object.entries(details.spans)) {
        const index = dimIndex(cube, name, 'details');
        conditions.push(
          `f.${dimColumn(index)} IN (SELECT id FROM ${dimRefTable(cube, index)} WHERE ${spans.map(() => 'pos BETWEEN ? AND ?').join(' OR ')})`,
        );
        params.push(...spans.flat());
      }
      await query(`DELETE FROM ${facts} AS f WHERE ${conditions.join(' AND ')}`, params);
    } else {
      await query(
        `DELETE FROM ${facts} AS f WHERE EXISTS (SELECT 1 FROM ${hist} h WHERE h.change_id = ? AND ${dims.map((d) => `h.${d} = f.${d}`).join(' AND ')})`,
        [latest.id],
      );
    }
    const [restored] = await query(
      `SELECT count(*)::BIGINT AS n FROM ${hist} WHERE change_id = ? AND existed`,
      [latest.id],
    );
    await query(
      `INSERT INTO ${facts} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${hist} WHERE change_id = ? AND existed`,
      [latest.id],
    );
    await query(`DELETE FROM ${hist} WHERE change_id = ?`, [latest.id]);
    return Number(restored?.n ?? 0);
  });
  await context.app.db
    .updateTable('cube_changes')
    .set({ undone_at: new Date() })
    .where('id', '=', latest.id)
    .execute();
  await refreshFactCount(context.app, cube);
  await logActivity(context.app.db, {
    domainId: cube.domainId,
    actorId: context.auth.user.id,
    actor: context.auth.user.username,
    action: 'cube.undo',
    object: cube.name,
    details: { kind: 'cubes', id: cube.id, name: cube.name, changeId: latest.id, change: latest.kind },
  });
  publish(context, cube.id, latest.id, 'undo');
  return { changeId: latest.id, cells };
}

/** The cube's versions, newest first. */
export async function listChanges(
  context: KindContext,
  request: { cubeId: string; limit: number },
): Promise<CubeChange[]> {
  const cube = await loadCube(context.app, context.auth.domain.id, request.cubeId);
  const rows = await context.app.db
    .selectFrom('cube_changes')
    .selectAll()
    .where('cube_id', '=', cube.id)
    .where('domain_id', '=', cube.domainId)
    .orderBy('seq', 'desc')
    .limit(request.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    kind: row.kind,
    measure: row.measure,
    coords: row.coords as Record<string, string>,
    oldValue: row.old_value === null ? null : Number(row.old_value),
    newValue: row.new_value === null ? null : Number(row.new_value),
    cells: row.cells,
    details: row.details as Record<string, unknown>,
    undone: row.undone_at !== null,
  }));
}
