import { factorCount, scaledColumns, scaleTypes, valueColumn } from '../../../compiler/measures';
import type { SqlValue, WarehouseEngine, WarehouseQuery } from '../../../engine';
import type { CopiedScope, CubeShape, ScenarioCopy } from '../../cubes';
import { copyScopes } from '../../cubes/cube-scope';
import { dimColumn, factTable, histTable } from '../../table-names';
import { inServerTransaction } from '../server-work';
import { checkShape, factColumnNames } from './cube-tables';

const countOf = async (query: WarehouseQuery, facts: string, where: { sql: string; params: SqlValue[] }) =>
  Number(
    (await query(`SELECT count(*)::BIGINT AS n FROM ${facts} f WHERE ${where.sql}`, where.params))[0]?.n ?? 0,
  );

/** How many cells a copy would replace in the target and write there; nothing changes. */
export function previewCopy(engine: WarehouseEngine, domainId: string, cube: CubeShape, copy: ScenarioCopy) {
  const facts = factTable(cube.id);
  return inServerTransaction(engine, domainId, async (query) => {
    const { source, target } = await copyScopes(query, cube, copy);
    return { replaced: await countOf(query, facts, target), copied: await countOf(query, facts, source) };
  });
}

/** The copy in one transaction, the target's old facts to the history first → cells written and where. */
export function copyFacts(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
  changeId: string,
  copy: ScenarioCopy,
): Promise<{ cells: number; copied: CopiedScope }> {
  const { dialect } = engine;
  const facts = factTable(cube.id);
  const columns = factColumnNames(cube, dialect);
  const dims = cube.dimensions.map((_, i) => dimColumn(i));
  // Exact types take the factor's decimal text; a float measure its double.
  const factors = cube.measures.flatMap((m) =>
    Array.from({ length: factorCount(m) }, () => (m.type === 'float' ? copy.factor : String(copy.factor))),
  );
  return inServerTransaction(engine, domainId, async (query) => {
    await checkShape(query, cube, dialect);
    const { s, source, target, toId, spans } = await copyScopes(query, cube, copy);
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
      scaledColumns(m, j, dialect, '?', scaleTypes(m, copy.factor, Number(largest[`a${j}`] ?? 0), dialect)),
    );
    const cells = await countOf(query, facts, source);
    await query(
      `INSERT INTO ${facts} (${columns.join(', ')}) SELECT ${[...copied, ...scaled].join(', ')} FROM ${facts} f WHERE ${source.sql}`,
      [toId, ...factors, ...source.params],
    );
    return { cells, copied: { toId, spans } };
  });
}
