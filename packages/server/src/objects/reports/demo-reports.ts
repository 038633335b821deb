import { randomUUID } from 'node:crypto';
import type { ReportView } from '@cubus/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../store/database';

const byRegion: ReportView = {
  type: 'pivot',
  rows: [{ dim: 'region' }],
  columns: [],
  filters: [{ dim: 'scenario', members: ['Actual'] }],
  measures: ['amount'],
  totals: false,
  hideEmpty: true,
};

const byMonth: ReportView = {
  type: 'grid',
  filter: {
    isactive: true,
    isexpanded: true,
    name: 'Root Node',
    operator: { id: 1, sid: 'and', name: 'AND' },
    childnodes: [],
    conditions: [{ isactive: true, field: 'scenario', op: 'eq', value: 'Actual' }],
  },
  groupby: {
    isActive: true,
    groups: [{ field: 'month' }],
    aggregates: [{ field: 'amount', operand: 'sum' }],
  },
  orderby: { isActive: true, sorts: [{ field: 'month', dir: 'asc' }] },
};

/**
 * The Demo domain's two reports: "Sales by region" (a bar chart over the Sales cube, Actual) and
 * "Sales by month" (a line over the sales table, grouped by month), pinned on the domain's default
 * dashboard. Made once (the `demo_reports` setting), after the cube, so restarts change nothing.
 */
export async function seedDemoReports(db: Kysely<Database>): Promise<void> {
  const done = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', 'demo_reports')
    .executeTakeFirst();
  if (done) return;
  const cube = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'demo_cube')
    .executeTakeFirst();
  const { domainId, cubeId } = (cube?.value ?? {}) as { domainId?: string; cubeId?: string };
  if (!domainId || !cubeId) return;
  const table = await db
    .selectFrom('data_tables')
    .select('id')
    .where('domain_id', '=', domainId)
    .where('name', '=', 'sales')
    .executeTakeFirst();
  if (!table) return;
  const report = (
    title: string,
    kind: 'cube' | 'table',
    sourceId: string,
    view: ReportView,
    chart: string,
  ) => ({
    id: randomUUID(),
    domain_id: domainId,
    title,
    description: 'Demo',
    source_kind: kind,
    source_id: sourceId,
    view: JSON.stringify(view),
    chart,
  });
  const reports = [
    report('Sales by region', 'cube', cubeId, byRegion, 'bar'),
    report('Sales by month', 'table', table.id, byMonth, 'line'),
  ];
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('reports').values(reports).execute();
    // The domain's dashboard opens with both, side by side.
    await trx
      .insertInto('dashboard_tiles')
      .values({
        id: randomUUID(),
        domain_id: domainId,
        user_id: null,
        tiles: JSON.stringify(reports.map((made) => ({ reportId: made.id, width: 2 }))),
      })
      .execute();
    await trx
      .insertInto('settings')
      .values({ key: 'demo_reports', value: JSON.stringify({ at: new Date().toISOString(), domainId }) })
      .execute();
  });
}
