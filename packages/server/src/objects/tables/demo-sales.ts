import { randomUUID } from 'node:crypto';
import type { TableColumn } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Warehouse } from '../../engine/warehouse/warehouse';
import type { Database } from '../../store/database';
import { refreshStats } from './data-tables';

/** The columns of the demo `sales` table as its data table describes them. */
const demoSalesColumns: TableColumn[] = [
  { name: 'region', type: 'text', nullable: true },
  { name: 'product', type: 'text', nullable: true },
  { name: 'month', type: 'text', nullable: true },
  { name: 'scenario', type: 'text', nullable: true },
  { name: 'amount', type: 'decimal', nullable: true },
  { name: 'quantity', type: 'integer', nullable: true },
];

/**
 * The Demo domain's sample sales: the warehouse table and its data table `sales`, made once (the
 * `demo_sales` setting) in the domain the first start made.
 */
export async function seedDemoTable(db: Kysely<Database>, engine: Warehouse): Promise<void> {
  const done = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', 'demo_sales')
    .executeTakeFirst();
  if (done) return;
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'first_start')
    .executeTakeFirst();
  const domainId = (row?.value as { demoDomainId?: string } | undefined)?.demoDomainId;
  if (!domainId) return;
  await engine.seedDemoSales(domainId);
  await db
    .insertInto('data_tables')
    .values({
      id: randomUUID(),
      domain_id: domainId,
      name: 'sales',
      description: 'Demo sales',
      columns: JSON.stringify(demoSalesColumns),
      rows: 2880,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Its rows and size as any change records them: the size is the table's blocks on disk.
  const table = await db
    .selectFrom('data_tables')
    .select('id')
    .where('domain_id', '=', domainId)
    .where('name', '=', 'sales')
    .executeTakeFirstOrThrow();
  await refreshStats({ db, warehouse: engine }, { id: table.id, domainId, name: 'sales' });
  const value = JSON.stringify({ at: new Date().toISOString(), domainId });
  await db
    .insertInto('settings')
    .values({ key: 'demo_sales', value })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The domain a demo seed that builds on the demo sales goes to, or undefined when its own setting
 * (`doneKey`) says it ran already, or when there are no demo sales.
 * @example const domainId = await demoSalesDomain(db, 'demo_cube'); if (!domainId) return
 */
export async function demoSalesDomain(db: Kysely<Database>, doneKey: string): Promise<string | undefined> {
  const done = await db.selectFrom('settings').select('key').where('key', '=', doneKey).executeTakeFirst();
  if (done) return undefined;
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'demo_sales')
    .executeTakeFirst();
  return (row?.value as { domainId?: string } | undefined)?.domainId;
}
