import {
  factorCount,
  type ScaleTypes,
  scaledColumns,
  scaleTypes,
  storageColumns,
  valueColumn,
} from '../../../compiler/measures';
import { clickhouseDialect } from '../../../dialects/clickhouse';
import type { SqlValue, WarehouseQuery } from '../../../engine';
import type { CopiedScope, CubeShape, ScenarioCopy } from '../../cubes';
import { copyScopes } from '../../cubes/cube-scope';
import { dimColumn, histTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { factColumns, factPresence, leafCells, presenceColumn } from './cube-tables';
import { applyChange, checkShape, cubeTurn, queryOf, roundedText } from './write-cell';

const countOf = async (query: WarehouseQuery, cube: CubeShape, where: { sql: string; params: SqlValue[] }) =>
  Number(
    (await query(`SELECT count() AS n FROM ${leafCells(cube)} AS f WHERE ${where.sql}`, where.params))[0]
      ?.n ?? 0,
  );

/** How many cells a copy would replace in the target and write there; nothing changes. */
export function previewCopy(engine: ClickhouseEngine, domainId: string, cube: CubeShape, copy: ScenarioCopy) {
  const query = queryOf(engine, domainId);
  return cubeTurn(engine, domainId, cube, async () => {
    const { source, target } = await copyScopes(query, cube, copy);
    return { replaced: await countOf(query, cube, target), copied: await countOf(query, cube, source) };
  });
}

/**
 * The copy as deltas under `changeId`: the target's facts in scope taken back (each negated), the
 * source's scaled as DuckDB scales them (measures.ts) made in the target → cells written and where.
 */
export function copyScenario(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  changeId: string,
  copy: ScenarioCopy,
): Promise<{ cells: number; copied: CopiedScope }> {
  const query = queryOf(engine, domainId);
  const hist = histTable(cube.id);
  const columns = factColumns(cube).map(([name]) => name);
  const stored = cube.measures.flatMap((m, j) =>
    storageColumns(m, j, clickhouseDialect).map(([name]) => name),
  );
  return cubeTurn(engine, domainId, cube, async () => {
    await checkShape(query, cube);
    const { s, source, target, toId, spans } = await copyScopes(query, cube, copy);
    const taken = columns.map((name) => {
      if (name.startsWith('d_')) return `f.${name}`;
      if (name === factPresence) return '-1';
      const j = cube.measures.findIndex((_, k) => presenceColumn(k) === name);
      return j < 0 ? `-f.${name}` : `-toInt8(f.${valueColumn(j)} IS NOT NULL)`;
    });
    await query(
      `INSERT INTO ${hist} (change_id, undone, ${columns.join(', ')}) SELECT ?, 0, ${taken.join(', ')} FROM ${leafCells(cube)} AS f WHERE ${target.sql}`,
      [changeId, ...target.params],
    );
    const [largest = {}] = await query(
      `SELECT ${cube.measures
        .map((m, j) => `${factorCount(m) ? `toFloat64(max(abs(f.${valueColumn(j)})))` : 'NULL'} AS a${j}`)
        .join(', ')} FROM ${leafCells(cube)} AS f WHERE ${source.sql}`,
      source.params,
    );
    const types = cube.measures.map((m, j) => {
      const chosen = scaleTypes(m, copy.factor, Number(largest[`a${j}`] ?? 0), clickhouseDialect);
      // 18.16 multiplies a 64-bit decimal by a 128-bit one at the wrong scale: both go in 128 bits.
      if (m.type === 'float' || chosen.value !== null) return chosen;
      return { ...chosen, value: `Decimal(38, ${m.type === 'decimal' ? (m.scale ?? 0) : 0})` };
    });
    const scaled = cube.measures.flatMap((m, j) =>
      scaledColumns(m, j, clickhouseDialect, '?', types[j] as ScaleTypes),
    );
    // An exact factor as text of its type's decimals, as DuckDB's cast rounds it (ClickHouse refuses more).
    const factors = cube.measures.flatMap((m, j): SqlValue[] => {
      if (factorCount(m) === 0) return [];
      if (m.type === 'float') return [copy.factor];
      const scale = Number(/, (\d+)\)$/.exec(types[j]?.factor ?? '')?.[1] ?? 0);
      return [roundedText(String(copy.factor), scale)];
    });
    // An empty value is read as 0 (18.16 casts no NULL to a plain type), kept absent by its presence 0.
    const present = cube.measures.map(
      (_, j) => `toInt8(${valueColumn(j)} IS NOT NULL) AS ${presenceColumn(j)}`,
    );
    const withPresence = `(SELECT *, ${present.join(', ')} FROM ${leafCells(cube)} AS f WHERE ${source.sql})`;
    const kept = [
      ...cube.dimensions.map((_, i) => dimColumn(i)),
      ...stored.map((c) => `assumeNotNull(${c}) AS ${c}`),
      ...cube.measures.map((_, j) => presenceColumn(j)),
    ];
    const plainValues = `(SELECT ${kept.join(', ')} FROM ${withPresence})`;
    const made = columns.map((name) => {
      if (name.startsWith('d_')) return Number(name.slice(2)) === s ? 'toInt64(?)' : `f.${name}`;
      if (name === factPresence) return '1';
      if (name.startsWith('e_')) return `f.${name}`;
      return scaled[stored.indexOf(name)] ?? `f.${name}`;
    });
    const cells = await countOf(query, cube, source);
    await query(
      `INSERT INTO ${hist} (change_id, undone, ${columns.join(', ')}) SELECT ?, 0, ${made.join(', ')} FROM ${plainValues} AS f`,
      [changeId, toId, ...factors, ...source.params],
    );
    await applyChange(query, cube, changeId, 0);
    return { cells, copied: { toId, spans } };
  });
}
