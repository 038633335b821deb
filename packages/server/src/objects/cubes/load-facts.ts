import type { CubeLoadResult, Locale } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import {
  insertFacts,
  keyOf,
  type LoadDimension,
  missingCodes,
  rejectedCount,
  rejectedRows,
  type TimeLevel,
  timeLevels,
} from '../../engine/compiler/fact-load';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { rebuildHierarchy, refTable, storeMemberCount } from '../refs/ref-store';
import { findTable } from '../tables/data-tables';
import { inWarehouseTransaction, type WarehouseQuery } from '../warehouse-work';
import { dimColumn, factTable, type LoadedCube, type NewMembers } from './cube-store';
import { newMembersParent } from './new-members';

/** A rejected source row: its line, why, which dimension and value, and its columns as text. */
export interface RejectedFactRow {
  line: number;
  reason: 'unknown_member' | 'member_not_leaf';
  dimension: string;
  value: string | null;
  values: Record<string, string | null>;
}

/** Members a load added to one dimension's reference (and the reference's new member count). */
type Grown = CubeLoadResult['membersAdded'][number] & { refId: string; members: number };

/** Rejected rows kept on the job, the first by line; all are counted. */
const keptRejected = 1000;

const isDateType = (type: string | undefined) => type === 'date' || type === 'timestamp';

/** The level a time reference's leaves are at (its generator's depth). */
async function leafLevel(query: WarehouseQuery, members: string): Promise<TimeLevel> {
  const [row] = await query(`SELECT coalesce(max(level), 0)::INTEGER AS l FROM ${members} WHERE leaf`);
  return timeLevels[Math.min(Number(row?.l ?? 0), timeLevels.length - 1)] ?? 'day';
}

/**
 * Loads a cube's facts from its source table, replacing them, in one warehouse transaction (a
 * failure leaves the facts and the references as they were): new members per dimension as its
 * `newMembers` says, rows whose values find no leaf member rejected and listed, then one fact per
 * coordinate. The Ribbon says which references grew.
 */
export async function loadFacts(
  app: FastifyInstance,
  cube: LoadedCube,
  who: { userId: string | null; actor: string; locale: Locale },
): Promise<{ result: CubeLoadResult; rejected: RejectedFactRow[] }> {
  const { source } = cube;
  if (!source)
    throw new AppError(400, 'validation_failed', 'The cube has no source table', { path: 'cubeId' });
  const table = await findTable(app, cube.domainId, source.tableId);
  const dialect = app.warehouse.dialect;
  const quote = (name: string) => dialect.quote(name);
  const from = quote(table.name);
  const typeOf = (column: string) => table.columns.find((c) => c.name === column)?.type;
  const at = new Date();
  const outcome = await inWarehouseTransaction(app, cube.domainId, async (query) => {
    const dimensions: (LoadDimension & { mode: NewMembers; refId: string })[] = [];
    for (const [i, column] of source.dimensions.entries()) {
      // loadCube found every dimension's reference.
      const ref = cube.refs[i] as LoadedCube['refs'][number];
      const members = refTable(ref.id);
      const time = ref.kind === 'time' && isDateType(typeOf(column)) ? await leafLevel(query, members) : null;
      dimensions.push({
        key: keyOf(`src.${quote(column)}`, time, dialect),
        members,
        refId: ref.id,
        // A calendar's periods are matched, never added.
        mode: time ? 'reject' : (source.newMembers?.[i] ?? 'reject'),
      });
    }
    const [read] = await query(`SELECT count(*)::BIGINT AS n FROM ${from}`);
    const grown: Grown[] = [];
    for (const [i, dimension] of dimensions.entries()) {
      if (dimension.mode === 'reject') continue;
      const [missing] = await query(`SELECT count(*)::BIGINT AS n FROM (${missingCodes(from, dimension)})`);
      const count = Number(missing?.n ?? 0);
      if (count === 0) continue;
      const parent =
        dimension.mode === 'under-parent'
          ? await newMembersParent(query, dimension.members, who.locale, at)
          : null;
      await query(
        `INSERT INTO ${dimension.members} (id, code, name, parent_id, ord)
         SELECT (SELECT coalesce(max(id), 0) FROM ${dimension.members}) + row_number() OVER (ORDER BY code), code, code,
           CAST(? AS BIGINT), 1000000000 + row_number() OVER (ORDER BY code)
         FROM (${missingCodes(from, dimension)}) s`,
        [parent?.id ?? null],
      );
      grown.push({
        dimension: cube.dimensions[i]?.name ?? '',
        parent: parent?.code ?? null,
        count,
        refId: dimension.refId,
        members: await rebuildHierarchy(query, dimension.refId),
      });
    }
    const [rejected] = await query(rejectedCount(from, dimensions));
    const columns = [...new Set([...source.dimensions, ...source.measures])];
    const sample = await query(rejectedRows(from, dimensions, columns.map(quote), keptRejected));
    await query(`DELETE FROM ${factTable(cube.id)}`);
    await query(
      insertFacts(
        factTable(cube.id),
        from,
        dimensions,
        dimensions.map((_, i) => dimColumn(i)),
        source.measures.map((column, j) => ({
          value: `src.${quote(column)}`,
          measure: cube.measures[j] as LoadedCube['measures'][number],
        })),
        dialect,
      ),
    );
    const [facts] = await query(`SELECT count(*)::BIGINT AS n FROM ${factTable(cube.id)}`);
    const rows = Number(read?.n ?? 0);
    const rowsRejected = Number(rejected?.n ?? 0);
    return {
      grown,
      result: {
        rowsRead: rows,
        rowsLoaded: rows - rowsRejected,
        rowsRejected,
        factsWritten: Number(facts?.n ?? 0),
        membersAdded: grown.map(({ dimension, parent, count }) => ({ dimension, parent, count })),
      },
      rejected: sample.map((row): RejectedFactRow => {
        const d = Math.max(
          0,
          dimensions.findIndex((_, i) => row[`x${i}`] === true),
        );
        const value = row[`k${d}`];
        return {
          line: Number(row.line),
          reason: row[`m${d}`] === true ? 'member_not_leaf' : 'unknown_member',
          dimension: cube.dimensions[d]?.name ?? '',
          value: value === null || value === undefined ? null : String(value),
          values: Object.fromEntries(
            columns.map((c, i) => [c, row[`c${i}`] === null ? null : String(row[`c${i}`]).slice(0, 200)]),
          ),
        };
      }),
    };
  });
  for (const added of outcome.grown) {
    await storeMemberCount(app, added.refId, added.members);
    // A reference the generate made fills as it was made to; a shared one growing is news.
    if (added.parent === null) continue;
    const ref = cube.refs.find((r) => r.id === added.refId);
    await logActivity(app.db, {
      domainId: cube.domainId,
      actorId: who.userId,
      actor: who.actor,
      action: 'members_added',
      object: ref?.name ?? added.dimension,
      details: {
        kind: 'refs',
        id: added.refId,
        name: ref?.name,
        count: added.count,
        parent: added.parent,
        cube: cube.name,
      },
    });
  }
  return { result: outcome.result, rejected: outcome.rejected };
}
