import { AppError } from '../../../lib/app-error';
import type { SqlValue, WarehouseQuery } from '../../engine';
import { type CubeShape, dimIndex, type ScenarioCopy } from '../cubes';
import { dimColumn, dimRefTable } from '../table-names';

/** A condition on the facts (alias `f`) and its values, in placeholder order. */
export interface Scope {
  sql: string[];
  params: SqlValue[];
}

/** One dimension of a cell's address: its members table and the preorder span of the member. */
export interface Coordinate {
  index: number;
  table: string;
  span: [number, number];
  leaf: boolean;
  /** The member's id when one was given (a leaf's facts are found by it). */
  id?: number;
  /** The member's name when one was given (the Ribbon says where a value went). */
  caption?: string;
}

/**
 * Every dimension's member (given by code, or all its members) as a span of leaves; inactive: 400.
 * The version (scenario) dimension must be named: a write is never spread over versions (400
 * `version_required`).
 */
export async function coordinates(
  query: WarehouseQuery,
  cube: CubeShape,
  coords: Record<string, string>,
): Promise<Coordinate[]> {
  for (const name of Object.keys(coords)) dimIndex(cube, name, `coords.${name}`);
  const version = cube.dimensions.find((d) => d.scenario);
  if (version && coords[version.name] === undefined)
    throw new AppError(400, 'version_required', `Name the ${version.name} to write to`, {
      path: `coords.${version.name}`,
    });
  // Every named member in one statement: each statement costs the warehouse about a millisecond
  // before it reads anything.
  const named = cube.dimensions.flatMap((dimension, index) => {
    const code = coords[dimension.name];
    return code === undefined ? [] : [{ index, code }];
  });
  const found =
    named.length === 0
      ? []
      : await query(
          named
            .map(
              ({ index }) =>
                `SELECT ${index} AS k, id, pos, last_pos, leaf, active, name FROM ${dimRefTable(cube, index)} WHERE code = ?`,
            )
            .join(' UNION ALL '),
          named.map(({ code }) => code),
        );
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
    const member = found.find((row) => Number(row.k) === index);
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
      id: Number(member.id),
      caption: String(member.name ?? code),
    });
  }
  return result;
}

/** Spans of the members of a filter (dimension → codes) as a scope on the facts. */
export async function filterScope(
  query: WarehouseQuery,
  cube: CubeShape,
  filter: Record<string, string[]>,
): Promise<{ scope: Scope; spans: Record<string, [number, number][]> }> {
  const scope: Scope = { sql: [], params: [] };
  const spans: Record<string, [number, number][]> = {};
  for (const [name, codes] of Object.entries(filter)) {
    const index = dimIndex(cube, name, `filter.${name}`);
    const table = dimRefTable(cube, index);
    const found = await query(
      // In the members' order: a sharded table answers in no set order.
      `SELECT code, pos, last_pos FROM ${table} WHERE code IN (${codes.map(() => '?').join(', ')}) ORDER BY pos`,
      codes,
    );
    for (const code of codes)
      if (!found.some((r) => r.code === code))
        throw new AppError(400, 'member_not_found', `No member "${code}"`, { path: `filter.${name}`, code });
    const list = found.map((r) => [Number(r.pos), Number(r.last_pos)] as [number, number]);
    spans[name] = list;
    scope.sql.push(spansCondition(index, table, list));
    scope.params.push(...list.flat());
  }
  return { scope, spans };
}

/** Facts whose member of dimension `index` lies under one of the spans (two `?` each). */
export function spansCondition(index: number, table: string, spans: [number, number][]): string {
  return `f.${dimColumn(index)} IN (SELECT id FROM ${table} WHERE ${spans.map(() => 'pos BETWEEN ? AND ?').join(' OR ')})`;
}

/** The source's and the target's facts in scope, as conditions on the facts (alias `f`); the copy checked. */
export async function copyScopes(query: WarehouseQuery, cube: CubeShape, copy: ScenarioCopy) {
  const s = cube.dimensions.findIndex((d) => d.scenario);
  const table = dimRefTable(cube, s);
  const ids: number[] = [];
  for (const [path, code] of [
    ['from', copy.from],
    ['to', copy.to],
  ] as const) {
    const [member] = await query(`SELECT id, active FROM ${table} WHERE code = ?`, [code]);
    if (!member) throw new AppError(400, 'member_not_found', `No scenario "${code}"`, { path, code });
    if (path === 'to' && member.active !== true)
      throw new AppError(400, 'member_inactive', `"${code}" is inactive`, { path, code });
    ids.push(Number(member.id));
  }
  const [fromId, toId] = ids as [number, number];
  const { scope, spans } = await filterScope(query, cube, copy.filter);
  const scoped = (id: number) => ({
    sql: [`f.${dimColumn(s)} = ?`, ...scope.sql].join(' AND '),
    params: [id, ...scope.params] as SqlValue[],
  });
  return { s, source: scoped(fromId), target: scoped(toId), toId, spans };
}
