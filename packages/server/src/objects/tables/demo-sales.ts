import { randomUUID } from 'node:crypto';
import type { TableColumn } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { WarehouseEngine } from '../../engine/engine';
import type { Database } from '../../store/database';

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
 * The Demo domain's sample facts: 5 regions × 8 products × 24 months × 3 scenarios = 2,880 rows.
 * Pure arithmetic over the row's coordinates (a multiplicative hash for noise, a sine for season),
 * so every install gets the same numbers. Constants only: nothing from outside reaches this SQL.
 */
const createSales = `
create or replace table sales as
with
  regions(region, r) as (values ('North', 0), ('South', 1), ('East', 2), ('West', 3), ('Central', 4)),
  products(product, p, price) as (values
    ('Laptops', 0, 1200.0), ('Tablets', 1, 450.0), ('Phones', 2, 800.0), ('Monitors', 3, 300.0),
    ('Printers', 4, 220.0), ('Keyboards', 5, 60.0), ('Headsets', 6, 90.0), ('Docks', 7, 180.0)),
  months(m) as (select range from range(24)),
  scenarios(scenario, s, factor) as (values ('Actual', 0, 1.0), ('Budget', 1, 1.05), ('Forecast', 2, 0.98)),
  cells as (
    select region, product, m, scenario, s, price, factor,
      greatest(1, round((40 + r * 7 + p * 5) * (1 + 0.25 * sin(2 * pi() * m / 12))
        + (((r * 131 + p * 71 + m * 37 + s * 17) * 2654435761) % 97) - 48))::integer as quantity
    from regions, products, months, scenarios)
select region, product, strftime(date '2024-01-01' + to_months(m::integer), '%Y-%m') as month, scenario,
  round(quantity * price * factor, 2)::decimal(14, 2) as amount, quantity
from cells
order by month, region, product, s`;

/** Creates (or recreates, identically) the `sales` table in a domain's warehouse. */
async function seedDemoSales(engine: WarehouseEngine, domainId: string): Promise<void> {
  await engine.execute(domainId, createSales);
}

/**
 * The Demo domain's sample sales: the warehouse table and its data table `sales`, made once (the
 * `demo_sales` setting) in the domain the first start made.
 */
export async function seedDemoTable(db: Kysely<Database>, engine: WarehouseEngine): Promise<void> {
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
  await seedDemoSales(engine, domainId);
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
