import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ActionStep, ActionTrigger, ImportValues } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { FileStore } from '../../files/file-store';
import { ScheduleStore } from '../../jobs/schedule-store';
import type { Database } from '../../store/database';

const targetsCsv = 'region,growth\nNorth,1.05\nSouth,1.04\nEast,1.06\nWest,1.03\nCentral,1.05\n';

/** Every morning at six: the targets loaded, then the budget recalculated from the actuals. */
const demoSchedule = { cron: '0 6 * * *', timezone: 'UTC', enabled: true };

/**
 * The Demo domain's import "Sales targets" (a small CSV into the table `sales_targets`) and the
 * action "Nightly budget", which runs that import, then the procedure "Budget from actual", then
 * posts to the Ribbon, on a schedule. Made once (the `demo_action` setting), after the procedure.
 */
export async function seedDemoAction(db: Kysely<Database>, files: FileStore): Promise<void> {
  const done = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', 'demo_action')
    .executeTakeFirst();
  if (done) return;
  const seeded = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'demo_procedure')
    .executeTakeFirst();
  const domainId = (seeded?.value as { domainId?: string } | undefined)?.domainId;
  const procedure = domainId
    ? await db
        .selectFrom('procedures')
        .select('id')
        .where('domain_id', '=', domainId)
        .where('name', '=', 'Budget from actual')
        .executeTakeFirst()
    : undefined;
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (!domainId || !procedure || !admin) return;
  const file = await files.save(
    { domainId, userId: admin.id },
    'sales-targets.csv',
    Readable.from([targetsCsv]),
  );
  const importId = randomUUID();
  const actionId = randomUUID();
  const targets: ImportValues = {
    name: 'Sales targets',
    description: 'Demo: growth targets per region, from a small CSV file',
    source: { fileId: file.fileId, format: 'csv', options: { encoding: 'utf-8', header: true } },
    target: { newTable: 'sales_targets' },
    mapping: [
      { source: 'region', target: 'region', type: 'text' },
      { source: 'growth', target: 'growth', type: 'double' },
    ],
    mode: 'replace',
    policy: { onError: 'reject', maxRejected: 1000 },
    schedule: null,
  };
  const trigger: ActionTrigger = { type: 'schedule', schedule: demoSchedule };
  const steps: ActionStep[] = [
    { type: 'import', importId, continueOnError: false },
    { type: 'procedure', procedureId: procedure.id, args: { factor: 1.05 }, continueOnError: false },
    { type: 'ribbon', message: 'Budget recalculated from the actuals', continueOnError: false },
  ];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('imports')
      .values({
        id: importId,
        domain_id: domainId,
        name: targets.name,
        description: targets.description,
        source: JSON.stringify(targets.source),
        target: JSON.stringify(targets.target),
        mapping: JSON.stringify(targets.mapping),
        mode: 'replace',
        policy: JSON.stringify(targets.policy),
        created_by: admin.id,
      })
      .execute();
    await trx
      .insertInto('actions')
      .values({
        id: actionId,
        domain_id: domainId,
        name: 'Nightly budget',
        description: 'Demo: loads the sales targets, then recalculates the budget from the actuals',
        trigger: JSON.stringify(trigger),
        steps: JSON.stringify(steps),
        created_by: admin.id,
      })
      .execute();
    const owner = { domainId, kind: 'action', objectId: actionId, userId: admin.id };
    await new ScheduleStore(trx, Date.now).save(trx, owner, demoSchedule);
    await trx
      .insertInto('settings')
      .values({
        key: 'demo_action',
        value: JSON.stringify({ at: new Date().toISOString(), domainId, actionId }),
      })
      .execute();
  });
}
