import type { CubeMeasure } from '@cubus/shared';
import { convertedColumns, foldColumns, storageColumns } from '../../../compiler/measures';
import type { Dialect } from '../../../dialects/dialect';
import type { WarehouseEngine, WarehouseQuery } from '../../../engine';
import type { CubeShape, FactsReshape } from '../../cubes';
import { addedDimensionMember, memberOf } from '../../cubes/reshape-members';
import { dimColumn, dimRefTable, factTable, histTable } from '../../table-names';
import { inServerTransaction } from '../server-work';
import { createCubeTablesSql } from './cube-tables';

const dims = (cube: CubeShape) => cube.dimensions.map((_, i) => `f.${dimColumn(i)}`);
/** Every measure's fact columns as they are, or all but measure `except`'s. */
const values = (cube: CubeShape, dialect: Dialect, except = -1) =>
  cube.measures.flatMap((m, j) =>
    j === except ? [] : storageColumns(m, j, dialect).map(([name]) => `f.${name}`),
  );

/** Each measure's fact columns folded over a removed dimension: what a total over it shows now. */
function folds(cube: CubeShape, byPosition: boolean, dialect: Dialect): string[] {
  const lastKey = byPosition ? 'r.pos' : undefined;
  return cube.measures.flatMap((m, j) => foldColumns(m, j, dialect, lastKey));
}

/** The SELECT over the old facts (alias `f`) giving the new facts' columns in order. */
async function reshapedFacts(
  query: WarehouseQuery,
  cube: CubeShape,
  reshape: FactsReshape,
  dialect: Dialect,
): Promise<string> {
  const facts = factTable(cube.id);
  switch (reshape.op) {
    case 'add-measure': {
      const empty = storageColumns(reshape.measure, cube.measures.length, dialect).map(
        ([, type]) => `CAST(NULL AS ${type})`,
      );
      return `SELECT ${[...dims(cube), ...values(cube, dialect), ...empty].join(', ')} FROM ${facts} f`;
    }
    case 'remove-measure':
      return `SELECT ${[...dims(cube), ...values(cube, dialect, reshape.index)].join(', ')} FROM ${facts} f`;
    case 'convert-measure': {
      const j = reshape.index;
      const columns = cube.measures.flatMap((m, k) =>
        k === j
          ? convertedColumns(cube.measures[j] as CubeMeasure, reshape.to, j, dialect)
          : storageColumns(m, k, dialect).map(([c]) => `f.${c}`),
      );
      return `SELECT ${[...dims(cube), ...columns].join(', ')} FROM ${facts} f`;
    }
    case 'remove-dimension': {
      const i = reshape.index;
      const table = dimRefTable(cube, i);
      const kept = dims(cube).filter((_, d) => d !== i);
      const from = `${facts} f JOIN ${table} r ON r.id = f.${dimColumn(i)}`;
      if (reshape.keep === 'aggregate')
        return `SELECT ${[...kept, ...folds(cube, reshape.time, dialect)].join(', ')} FROM ${from} GROUP BY ${kept.join(', ')}`;
      const member = await memberOf(query, table, reshape.keep.member, 'change.keep.member');
      const under = `r.leaf AND r.pos BETWEEN ${member.span[0]} AND ${member.span[1]}`;
      // A leaf keeps its facts as they are; a consolidated member folds those of its leaves.
      if (member.leaf)
        return `SELECT ${[...kept, ...values(cube, dialect)].join(', ')} FROM ${from} WHERE r.id = ${member.id}`;
      return `SELECT ${[...kept, ...folds(cube, reshape.time, dialect)].join(', ')} FROM ${from} WHERE ${under} GROUP BY ${kept.join(', ')}`;
    }
    case 'add-dimension': {
      const [count] = await query(`SELECT count(*)::BIGINT AS n FROM ${facts}`);
      const member = await addedDimensionMember(query, reshape.refId, reshape.member, Number(count?.n ?? 0));
      // No member means no facts: the SELECT gives no rows.
      return `SELECT ${[...dims(cube), `CAST(${member ?? 0} AS BIGINT)`, ...values(cube, dialect)].join(', ')} FROM ${facts} f`;
    }
  }
}

/**
 * The facts rebuilt for the new structure in one transaction: into a new table of the new shape,
 * the history started empty (undo stops at a change of structure).
 */
export function reshapeFacts(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
  next: CubeShape,
  reshape: FactsReshape,
): Promise<void> {
  return inServerTransaction(engine, domainId, async (query) => {
    const select = await reshapedFacts(query, cube, reshape, engine.dialect);
    const staging = `${factTable(cube.id)}_next`;
    await query(`DROP TABLE IF EXISTS ${staging}`);
    await query(`CREATE TABLE ${staging} AS ${select}`);
    await query(`DROP TABLE ${factTable(cube.id)}`);
    await query(`DROP TABLE ${histTable(cube.id)}`);
    for (const statement of createCubeTablesSql(
      cube.id,
      next.dimensions.length,
      next.measures,
      engine.dialect,
    ))
      await query(statement);
    await query(`INSERT INTO ${factTable(cube.id)} SELECT * FROM ${staging}`);
    await query(`DROP TABLE ${staging}`);
  });
}
