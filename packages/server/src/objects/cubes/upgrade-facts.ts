import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import type { Kysely } from 'kysely';
import { convertedColumns } from '../../engine/compiler/measures';
import type { WarehouseEngine } from '../../engine/engine';
import type { Database } from '../../store/database';
import { createCubeTablesSql, dimColumn, factTable, histTable } from './cube-tables';

/** The statements that rebuild one cube's tables from layout 1 (one double per measure). */
function rebuildStatements(
  id: string,
  dimensions: CubeDimension[],
  measures: CubeMeasure[],
  engine: WarehouseEngine,
) {
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
 * Brings the facts tables of cubes made before measures had declared types (layout 1) to their
 * declared types: values converted and rounded half away from zero, undo history converted alike,
 * each cube in one warehouse transaction. Once per cube, at the start after migration 0016.
 */
export async function upgradeCubeFacts(db: Kysely<Database>, engine: WarehouseEngine): Promise<number> {
  const cubes = await db
    .selectFrom('cubes')
    .select(['id', 'domain_id', 'dimensions', 'measures'])
    .where('facts_layout', '<', 2)
    .execute();
  for (const cube of cubes) {
    const run = (statement: string, params?: string[]) => engine.execute(cube.domain_id, statement, params);
    const [found] = await run('SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name = ?', [
      factTable(cube.id),
    ]);
    if (Number(found?.n) === 1) {
      await run('BEGIN TRANSACTION');
      try {
        const statements = rebuildStatements(
          cube.id,
          cube.dimensions as CubeDimension[],
          cube.measures as CubeMeasure[],
          engine,
        );
        for (const statement of statements) await run(statement);
        await run('COMMIT');
      } catch (error) {
        await run('ROLLBACK').catch(() => {});
        throw error;
      }
    }
    await db.updateTable('cubes').set({ facts_layout: 2 }).where('id', '=', cube.id).execute();
  }
  return cubes.length;
}
