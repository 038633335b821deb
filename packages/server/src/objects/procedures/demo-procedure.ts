import { randomUUID } from 'node:crypto';
import type { ProcedureArgument } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';
import { demoSalesDomain } from '../tables/demo-sales';

const budgetArguments: ProcedureArgument[] = [
  { name: 'factor', type: 'number', required: true, default: 1.05, title: 'Budget = actual × factor' },
];

const budgetBody = `-- Budget = Actual × $factor on the demo sales table; the summary is the result.
DELETE FROM sales WHERE scenario = 'Budget';
INSERT INTO sales (region, product, month, scenario, amount, quantity)
  SELECT region, product, month, 'Budget', round(amount * $factor, 2), round(quantity * $factor)::INTEGER
  FROM sales WHERE scenario = 'Actual';
SELECT scenario, count(*)::INTEGER AS rows, sum(amount)::DOUBLE AS amount FROM sales GROUP BY scenario ORDER BY scenario`;

/**
 * The Demo domain's procedure "Budget from actual" (budget = actual × factor on the `sales` table).
 * Made once (the `demo_procedure` setting), so restarts change nothing.
 */
export async function seedDemoProcedure(db: Kysely<Database>): Promise<void> {
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
        body: budgetBody,
      })
      .execute();
    await trx
      .insertInto('settings')
      .values({ key: 'demo_procedure', value: JSON.stringify({ at: new Date().toISOString(), domainId }) })
      .execute();
  });
}
