import { randomUUID } from 'node:crypto';
import type { ProcedureArgument } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Warehouse } from '../../engine/warehouse/warehouse';
import type { Database } from '../../store/database';
import { demoSalesDomain } from '../tables/demo-sales';

const budgetArguments: ProcedureArgument[] = [
  { name: 'factor', type: 'number', required: true, default: 1.05, title: 'Budget = actual × factor' },
];

/**
 * The Demo domain's procedure "Budget from actual" (budget = actual × factor on the `sales` table),
 * its body in the warehouse's SQL. Made once (the `demo_procedure` setting), so restarts change nothing.
 */
export async function seedDemoProcedure(db: Kysely<Database>, engine: Warehouse): Promise<void> {
  const domainId = await demoSalesDomain(db, 'demo_procedure');
  if (!domainId) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('procedures')
      .values({
        id: randomUUID(),
        domain_id: domainId,
        name: 'Budget from actual',
        description: 'Demo: sets the Budget scenario of the sales table to Actual × factor',
        arguments: JSON.stringify(budgetArguments),
        body: engine.demoProcedureBody,
      })
      .execute();
    await trx
      .insertInto('settings')
      .values({ key: 'demo_procedure', value: JSON.stringify({ at: new Date().toISOString(), domainId }) })
      .execute();
  });
}
