import type { CubeMeasure } from '@cubus/shared';
import { AppError } from '../../../../lib/app-error';
import { convertedColumns, foldColumns, storageColumns } from '../../../compiler/measures';
import type { Dialect } from '../../../dialects/dialect';
import type { WarehouseEngine, WarehouseQuery } from '../../../engine';
import type { CubeShape, FactsReshape } from '../../cubes';
import { dimColumn, dimRefTable, factTable, histTable, refTable } from '../../table-names';
import { inServerTransaction } from '../server-work';
import { createCubeTablesSql } from './cube-tables';

const dims = (cube: CubeShape) => cube.dimensions.map((_, i) => `f.${dimColumn(i)}`);
/** Every measure's fact columns as they are, or all but measure `except`'s. */
const values = (cube: CubeShape, dialect: Dialect, except = -1) =>
  cube.measures.flatMap((m, j) =>
    j === except ? [] : storageColumns(m, j, dialect).map(([name]) => `f.${name}`),
  );

/** A member of a reference table by code (400 `member_not_found` at `path`). */
async function memberOf(query: WarehouseQuery, table: string, code: string, path: string) {
  const [member] = await query(`SELECT id, pos, last_pos, leaf, active FROM ${table} WHERE code = ?`, [code]);
  if (!member) throw new AppError(400, 'member_not_found', `No member "${code}"`, { path, code });
  return {
    id: Number(member.id),
    span: [Number(member.pos), Number(member.last_pos)] as [number, number],
    leaf: member.leaf === true,
    active: member.active === true,
  };
}

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
      let member: number | null = null;
      if (reshape.member !== undefined) {
        const found = await memberOf(query, refTable(reshape.refId), reshape.member, 'change.member');
        if (!found.leaf)
          throw new AppError(400, 'member_not_leaf', `"${reshape.member}" has children`, {
            path: 'change.member',
          });
        if (!found.active)
          throw new AppError(400, 'member_inactive', `"${reshape.member}" is inactive`, {
            path: 'change.member',
          });
        member = found.id;
      } else if (Number(count?.n ?? 0) > 0)
        throw new AppError(400, 'member_required', 'The cube has facts: choose the member they go to', {
          path: 'change.member',
        });
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
