import { randomUUID } from 'node:crypto';
import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { SqlValue, WarehouseEngine } from '../../engine/engine';
import { plain } from '../../engine/plain-row';
import type { Database } from '../../store/database';
import { timeMembers } from '../refs/generate-ref';
import { createRefTableSql, rebuildHierarchy, refTable } from '../refs/ref-store';
import { demoSalesDomain } from '../tables/demo-sales';
import { insertRows } from '../warehouse-work';
import { createCubeTablesSql, dimColumn, factTable, measureColumn } from './cube-store';

/** The references of the demo cube: members as `[code, name]`, or the time generator. */
const flatRefs = {
  region: ['North', 'South', 'East', 'West', 'Central'],
  product: ['Laptops', 'Tablets', 'Phones', 'Monitors', 'Printers', 'Keyboards', 'Headsets', 'Docks'],
  scenario: ['Actual', 'Budget', 'Forecast'],
} as const;

/**
 * The Demo domain's `Sales` cube over the demo `sales` table: region × product × month (a time
 * reference 2024–2025, years → quarters → months) × scenario (Actual, Budget, Forecast: the version
 * dimension), measures amount (decimal(18, 2), money) and quantity (integer). Made once (the `demo_cube` setting), so restarts change nothing.
 */
export async function seedDemoCube(db: Kysely<Database>, engine: WarehouseEngine): Promise<void> {
  const domainId = await demoSalesDomain(db, 'demo_cube');
  if (!domainId) return;
  const query = async (sql: string, params?: SqlValue[]) =>
    (await engine.execute(domainId, sql, params)).map(plain);
  const refIds: Record<string, string> = {};
  const makeRef = async (name: string, kind: 'plain' | 'time', rows: SqlValue[][]) => {
    const id = randomUUID();
    await query(createRefTableSql(id, []));
    await insertRows(query, refTable(id), ['id', 'code', 'name', 'parent_id', 'ord'], rows);
    const members = await rebuildHierarchy(query, id);
    await db
      .insertInto('refs')
      .values({ id, domain_id: domainId, name, description: 'Demo', kind, attributes: '[]', members })
      .execute();
    return id;
  };
  for (const [name, codes] of Object.entries(flatRefs))
    refIds[name] = await makeRef(
      name.charAt(0).toUpperCase() + name.slice(1),
      'plain',
      codes.map((code, i) => [i + 1, code, code, null, i]),
    );
  refIds.month = await makeRef(
    'Calendar 2024–2025',
    'time',
    timeMembers({ kind: 'time', from: 2024, to: 2025, depth: 'month', locale: 'en' }),
  );
  const dimensions: CubeDimension[] = ['region', 'product', 'month', 'scenario'].map((name) => ({
    name,
    refId: refIds[name] as string,
    scenario: name === 'scenario',
  }));
  const measures: CubeMeasure[] = [
    { name: 'amount', type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' },
    { name: 'quantity', type: 'integer', aggregation: 'sum' },
  ];
  const cubeId = randomUUID();
  for (const statement of createCubeTablesSql(cubeId, dimensions.length, measures, engine.dialect))
    await query(statement);
  const joins = dimensions.map((d, i) => `JOIN ${refTable(d.refId)} r${i} ON r${i}.code = s.${d.name}`);
  const columns = [...dimensions.map((_, i) => dimColumn(i)), measureColumn(0), measureColumn(1)];
  await query(
    `INSERT INTO ${factTable(cubeId)} (${columns.join(', ')})
     SELECT ${dimensions.map((_, i) => `r${i}.id`).join(', ')}, CAST(s.amount AS DECIMAL(18, 2)), CAST(s.quantity AS BIGINT)
     FROM sales s ${joins.join(' ')}`,
  );
  const [count] = await query(`SELECT count(*)::BIGINT AS n FROM ${factTable(cubeId)}`);
  await db
    .insertInto('cubes')
    .values({
      id: cubeId,
      domain_id: domainId,
      name: 'Sales',
      description: 'Demo sales by region, product, month and scenario',
      dimensions: JSON.stringify(dimensions),
      measures: JSON.stringify(measures),
      facts: Number(count?.n ?? 0),
    })
    .execute();
  const value = JSON.stringify({ at: new Date().toISOString(), domainId, cubeId });
  await db
    .insertInto('settings')
    .values({ key: 'demo_cube', value })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
