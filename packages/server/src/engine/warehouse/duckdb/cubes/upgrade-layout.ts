import { convertedColumns } from '../../../compiler/measures';
import type { WarehouseEngine } from '../../../engine';
import type { CubeShape } from '../../cubes';
import { dimColumn, factTable, histTable } from '../../table-names';
import { createCubeTablesSql } from './cube-tables';

/** The statements that rebuild one cube's tables from layout 1 (one double per measure). */
function rebuildStatements({ id, dimensions, measures }: CubeShape, engine: WarehouseEngine) {
  const { dialect } = engine;
  const dims = dimensions.map((_, i) => `f.${dimColumn(i)}`);
  // An average's old value becomes the sum of a count of one: its source rows are gone.
  const converted = measures.flatMap((m, j) =>
    convertedColumns(
      { ...m, type: 'float', aggregation: m.aggregation === 'avg' ? 'sum' : m.aggregation },
      m,
      j,
      dialect,
    ),
  );
  const [facts, hist] = [factTable(id), histTable(id)];
  return [
    `CREATE TABLE ${facts}_old AS SELECT * FROM ${facts}`,
    `CREATE TABLE ${hist}_old AS SELECT * FROM ${hist}`,
    `DROP TABLE ${facts}`,
    `DROP TABLE ${hist}`,
    ...createCubeTablesSql(id, dimensions.length, measures, dialect),
    `INSERT INTO ${facts} SELECT ${[...dims, ...converted].join(', ')} FROM ${facts}_old f`,
    `INSERT INTO ${hist} SELECT f.change_id, f.existed, ${[...dims, ...converted].join(', ')} FROM ${hist}_old f`,
    `DROP TABLE ${facts}_old`,
    `DROP TABLE ${hist}_old`,
  ];
}

/**
 * Brings one cube's facts and undo history from layout 1 to the measures' declared types, in one
 * transaction: values converted and rounded half away from zero. A cube without facts: nothing.
 */
export async function upgradeLayout(
  engine: WarehouseEngine,
  domainId: string,
  cube: CubeShape,
): Promise<void> {
  const run = (statement: string, params?: string[]) => engine.execute(domainId, statement, params);
  const [found] = await run('SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name = ?', [
    factTable(cube.id),
  ]);
  if (Number(found?.n) !== 1) return;
  await run('BEGIN TRANSACTION');
  try {
    for (const statement of rebuildStatements(cube, engine)) await run(statement);
    await run('COMMIT');
  } catch (error) {
    await run('ROLLBACK').catch(() => {});
    throw error;
  }
}
