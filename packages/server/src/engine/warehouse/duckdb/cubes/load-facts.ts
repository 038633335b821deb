import type { CubeMeasure } from '@cubus/shared';
import type { WarehouseEngine, WarehouseQuery } from '../../../engine';
import type {
  CubeShape,
  FactLoad,
  FactsLoaded,
  GrownDimension,
  NewMembers,
  RejectedFactRow,
} from '../../cubes';
import { keptRejected, keyOf, type TimeLevel, timeLevelAt } from '../../cubes/load-keys';
import { dimColumn, factTable, refTable } from '../../table-names';
import { rebuildHierarchy } from '../ref-hierarchy';
import { refusingValues } from '../rows';
import { inServerTransaction } from '../server-work';
import { insertFacts, type LoadDimension, missingCodes, rejectedCount, rejectedRows } from './fact-load';

/** The level a time reference's leaves are at (its generator's depth). */
async function leafLevel(query: WarehouseQuery, members: string): Promise<TimeLevel> {
  const [row] = await query(`SELECT coalesce(max(level), 0)::INTEGER AS l FROM ${members} WHERE leaf`);
  return timeLevelAt(Number(row?.l ?? 0));
}

/** The member new members go under (`FactLoad.parent`), made when missing → its id and code. */
async function newMembersParent(
  query: WarehouseQuery,
  table: string,
  parent: { code: string; name: string },
): Promise<{ id: number; code: string }> {
  const { code } = parent;
  const [found] = await query(`SELECT id FROM ${table} WHERE code = ?`, [code]);
  if (found) return { id: Number(found.id), code };
  const [next] = await query(`SELECT coalesce(max(id), 0)::BIGINT + 1 AS id FROM ${table}`);
  const id = Number(next?.id ?? 1);
  await query(`INSERT INTO ${table} (id, code, name, parent_id, ord) VALUES (?, ?, ?, NULL, ?)`, [
    id,
    code,
    parent.name,
    // After the roots there are: loads come last.
    1_000_000_000,
  ]);
  return { id, code };
}

/** A cube's facts loaded in one transaction (see `CubeWarehouse.loadFacts`). */
export function loadFacts(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
  load: FactLoad,
): Promise<FactsLoaded> {
  const { dialect } = engine;
  const quote = (name: string) => dialect.quote(name);
  const from = quote(load.table);
  // A value a measure cannot hold fails the transaction: the load's mistake, nothing is written.
  const loading = inServerTransaction(engine, domainId, async (query) => {
    const dimensions: (LoadDimension & { mode: NewMembers; refId: string })[] = [];
    for (const [i, { column, calendar, newMembers }] of load.dimensions.entries()) {
      const refId = cube.dimensions[i]?.refId ?? '';
      const members = refTable(refId);
      const time = calendar ? await leafLevel(query, members) : null;
      dimensions.push({
        key: keyOf(`src.${quote(column)}`, time, dialect),
        members,
        refId,
        // A calendar's periods are matched, never added.
        mode: time ? 'reject' : newMembers,
      });
    }
    const [read] = await query(`SELECT count(*)::BIGINT AS n FROM ${from}`);
    const grown: GrownDimension[] = [];
    for (const [i, dimension] of dimensions.entries()) {
      if (dimension.mode === 'reject') continue;
      const [missing] = await query(`SELECT count(*)::BIGINT AS n FROM (${missingCodes(from, dimension)})`);
      const count = Number(missing?.n ?? 0);
      if (count === 0) continue;
      const parent =
        dimension.mode === 'under-parent'
          ? await newMembersParent(query, dimension.members, load.parent)
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
    const columns = [...new Set([...load.dimensions.map((d) => d.column), ...load.measures])];
    const sample = await query(rejectedRows(from, dimensions, columns.map(quote), keptRejected));
    await query(`DELETE FROM ${factTable(cube.id)}`);
    await query(
      insertFacts(
        factTable(cube.id),
        from,
        dimensions,
        dimensions.map((_, i) => dimColumn(i)),
        load.measures.map((column, j) => ({
          value: `src.${quote(column)}`,
          measure: cube.measures[j] as CubeMeasure,
        })),
        dialect,
      ),
    );
    const [facts] = await query(`SELECT count(*)::BIGINT AS n FROM ${factTable(cube.id)}`);
    return {
      rowsRead: Number(read?.n ?? 0),
      rowsRejected: Number(rejected?.n ?? 0),
      factsWritten: Number(facts?.n ?? 0),
      grown,
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
  return refusingValues(() => loading, 'measures');
}
