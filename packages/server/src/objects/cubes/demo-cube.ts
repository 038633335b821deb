import { randomUUID } from 'node:crypto';
import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Warehouse } from '../../engine/warehouse/warehouse';
import type { Database } from '../../store/database';
import { timeMembers } from '../refs/generate-ref';
import { demoSalesDomain } from '../tables/demo-sales';

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
export async function seedDemoCube(db: Kysely<Database>, warehouse: Warehouse): Promise<void> {
  const domainId = await demoSalesDomain(db, 'demo_cube');
  if (!domainId) return;
  const refIds: Record<string, string> = {};
  const makeRef = async (
    name: string,
    kind: 'plain' | 'time',
    rows: [id: number, code: string, name: string, parentId: number | null, order: number][],
  ) => {
    const id = randomUUID();
    await warehouse.createMembers(domainId, id, []);
    const members = await warehouse.editMembers(domainId, id, async (editor) => {
      await editor.addAll(rows);
      return editor.rebuildHierarchy();
    });
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
  const cube = { id: cubeId, dimensions, measures };
  await warehouse.cubes.createFacts(domainId, cube);
  const facts = await warehouse.cubes.seedDemoFacts(domainId, cube);
  await db
    .insertInto('cubes')
    .values({
      id: cubeId,
      domain_id: domainId,
      name: 'Sales',
      description: 'Demo sales by region, product, month and scenario',
      dimensions: JSON.stringify(dimensions),
      measures: JSON.stringify(measures),
      facts,
    })
    .execute();
  const value = JSON.stringify({ at: new Date().toISOString(), domainId, cubeId });
  await db
    .insertInto('settings')
    .values({ key: 'demo_cube', value })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
