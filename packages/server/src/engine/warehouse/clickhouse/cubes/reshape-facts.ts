import { randomUUID } from 'node:crypto';
import type { CubeMeasure } from '@cubus/shared';
import {
  convertedColumns,
  factValue,
  foldColumns,
  type MeasureSpec,
  storageColumns,
} from '../../../compiler/measures';
import { clickhouseDialect } from '../../../dialects/clickhouse';
import type { WarehouseQuery } from '../../../engine';
import type { CubeShape, FactsReshape } from '../../cubes';
import { addedDimensionMember, memberOf } from '../../cubes/reshape-members';
import { dimColumn, dimRefTable, factTable, histTable } from '../../table-names';
import type { ClickhouseEngine } from '../clickhouse-engine';
import { cellRowColumns, createCubeTablesSql, factColumns, leafCells } from './cube-tables';
import { checkShape, cubeTurn, queryOf } from './write-cell';

/*
 * A change of structure on ClickHouse: the leaf cells (deltas folded) reshaped as DuckDB reshapes
 * its facts (engine/compiler/measures.ts), written one row each to new tables beside the old ones,
 * which RENAME puts in place only when they are complete.
 */

const dims = (cube: CubeShape) => cube.dimensions.map((_, i) => `f.${dimColumn(i)}`);
/** Every measure's storage columns as they are, or all but measure `except`'s. */
const values = (cube: CubeShape, except = -1) =>
  cube.measures.flatMap((m, j) =>
    j === except ? [] : storageColumns(m, j, clickhouseDialect).map(([name]) => `f.${name}`),
  );

/** Measure `j`'s columns converted to `to`: as on DuckDB, but a list is never NULL here (an empty one is no value). */
function converted(from: MeasureSpec, to: MeasureSpec, j: number): string[] {
  if (to.aggregation !== 'countd' || from.aggregation === 'countd')
    return convertedColumns(from, to, j, clickhouseDialect);
  const shown = factValue(from, j, clickhouseDialect);
  return [`if(isNull(${shown}), emptyArrayFloat64(), [toFloat64(assumeNotNull(${shown}))])`];
}

/** The expressions over the old leaf cells (alias `f`) giving the new cells' columns, in order, and their FROM. */
async function reshapedCells(
  query: WarehouseQuery,
  cube: CubeShape,
  reshape: FactsReshape,
): Promise<{ columns: string[]; from: string; rest: string }> {
  const cells = `${leafCells(cube)} AS f`;
  switch (reshape.op) {
    case 'add-measure': {
      const empty = storageColumns(reshape.measure, cube.measures.length, clickhouseDialect).map(
        ([, type]) => (type.startsWith('Array') ? 'emptyArrayFloat64()' : `CAST(NULL AS Nullable(${type}))`),
      );
      return { columns: [...dims(cube), ...values(cube), ...empty], from: cells, rest: '' };
    }
    case 'remove-measure':
      return { columns: [...dims(cube), ...values(cube, reshape.index)], from: cells, rest: '' };
    case 'convert-measure': {
      const j = reshape.index;
      const columns = cube.measures.flatMap((m, k) =>
        k === j
          ? converted(cube.measures[j] as CubeMeasure, reshape.to, j)
          : storageColumns(m, k, clickhouseDialect).map(([c]) => `f.${c}`),
      );
      return { columns: [...dims(cube), ...columns], from: cells, rest: '' };
    }
    case 'remove-dimension': {
      const i = reshape.index;
      const table = dimRefTable(cube, i);
      const kept = dims(cube).filter((_, d) => d !== i);
      const from = `(SELECT * FROM ${leafCells(cube)} ALL INNER JOIN (SELECT id AS ${dimColumn(i)}, pos AS __pos, leaf AS __leaf FROM ${table}) USING ${dimColumn(i)}) AS f`;
      const folds = cube.measures.flatMap((m, j) =>
        foldColumns(m, j, clickhouseDialect, reshape.time ? 'f.__pos' : undefined),
      );
      const grouped = kept.length === 0 ? '' : ` GROUP BY ${kept.join(', ')}`;
      if (reshape.keep === 'aggregate') return { columns: [...kept, ...folds], from, rest: grouped };
      const member = await memberOf(query, table, reshape.keep.member, 'change.keep.member');
      // A leaf keeps its facts as they are; a consolidated member folds those of its leaves.
      if (member.leaf)
        return { columns: [...kept, ...values(cube)], from, rest: ` WHERE f.${dimColumn(i)} = ${member.id}` };
      const under = `f.__leaf = 'true' AND f.__pos BETWEEN ${member.span[0]} AND ${member.span[1]}`;
      return { columns: [...kept, ...folds], from, rest: ` WHERE ${under}${grouped}` };
    }
    case 'add-dimension': {
      const [count] = await query(`SELECT count() AS n FROM ${cells}`);
      const member = await addedDimensionMember(query, reshape.refId, reshape.member, Number(count?.n ?? 0));
      // No member means no facts: the SELECT gives no rows.
      return { columns: [...dims(cube), `toInt64(${member ?? 0})`, ...values(cube)], from: cells, rest: '' };
    }
  }
}

/**
 * New facts and history tables of shape `next` made beside the cube's, the facts filled by
 * `fill` (given the new facts table's name), then put in place by one RENAME and the old ones
 * dropped; a failure before the RENAME leaves the cube's tables as they were.
 */
export async function replaceTables(
  query: WarehouseQuery,
  next: CubeShape,
  fill: (names: { facts: string; hist: string }) => Promise<void>,
): Promise<void> {
  const [facts, hist] = [factTable(next.id), histTable(next.id)];
  const suffix = randomUUID().replaceAll('-', '');
  const fresh = { facts: `${facts}_next_${suffix}`, hist: `${hist}_next_${suffix}` };
  const old = { facts: `${facts}_old_${suffix}`, hist: `${hist}_old_${suffix}` };
  try {
    for (const statement of createCubeTablesSql(next, fresh)) await query(statement);
    await fill(fresh);
    await query(
      `RENAME TABLE ${facts} TO ${old.facts}, ${hist} TO ${old.hist}, ${fresh.facts} TO ${facts}, ${fresh.hist} TO ${hist}`,
    );
  } finally {
    await query(`DROP TABLE IF EXISTS ${fresh.facts}`);
    await query(`DROP TABLE IF EXISTS ${fresh.hist}`);
  }
  await query(`DROP TABLE IF EXISTS ${old.facts}`);
  await query(`DROP TABLE IF EXISTS ${old.hist}`);
}

/**
 * Cells of shape `next` (one row each, columns `d_<i>` and storage columns in order, any names)
 * written to `table` one row each. The columns are renamed twice: an alias named like a column of
 * its own select would stand for it there.
 */
export function insertCells(table: string, next: CubeShape, columns: string[], from: string): string {
  const names = factColumns(next)
    .map(([name]) => name)
    .filter((name) => !/^(x|e_\d+)$/.test(name));
  const inner = `SELECT ${columns.map((c, k) => `${c} AS __o${k}`).join(', ')} FROM ${from}`;
  const named = `SELECT ${names.map((name, k) => `__o${k} AS ${name}`).join(', ')} FROM (${inner})`;
  const all = factColumns(next).map(([name]) => name);
  return `INSERT INTO ${table} (${all.join(', ')}) SELECT ${cellRowColumns(next).join(', ')} FROM (${named})`;
}

/** The facts rebuilt for the new structure; the history starts empty (see `CubeWarehouse.reshapeFacts`). */
export function reshapeFacts(
  engine: ClickhouseEngine,
  domainId: string,
  cube: CubeShape,
  next: CubeShape,
  reshape: FactsReshape,
): Promise<void> {
  const query = queryOf(engine, domainId);
  return cubeTurn(engine, domainId, cube, async () => {
    await checkShape(query, cube);
    const { columns, from, rest } = await reshapedCells(query, cube, reshape);
    await replaceTables(query, next, (fresh) =>
      query(insertCells(fresh.facts, next, columns, `${from}${rest}`)).then(() => undefined),
    );
  });
}
