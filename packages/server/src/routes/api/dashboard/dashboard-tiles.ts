import { randomUUID } from 'node:crypto';
import { type DashboardTile, type DashboardTilesAnswer, dashboardTileRoutes } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/auth-context';
import { notFound } from '../../../lib/app-error';
import { reportChartSvg } from '../../../objects/reports/report-chart-svg';
import { caller, serveRoute } from '../../../plugins/auth';
import type { Database } from '../../../store/database';

/** Where a pin lands at first: half the dashboard's four columns. */
const pinnedWidth = 2;

/** A user's own arrangement (`userId`), or with `null` the domain's default; null when none is kept. */
async function keptTiles(db: Kysely<Database>, domainId: string, userId: string | null) {
  const row = await db
    .selectFrom('dashboard_tiles')
    .select('tiles')
    .where('domain_id', '=', domainId)
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .executeTakeFirst();
  return row ? (row.tiles as DashboardTile[]) : null;
}

/** Replaces the kept arrangement (delete and insert: the two partial unique indexes name no conflict target). */
async function keepTiles(
  db: Kysely<Database>,
  domainId: string,
  userId: string | null,
  tiles: DashboardTile[],
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('dashboard_tiles')
      .where('domain_id', '=', domainId)
      .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
      .execute();
    await trx
      .insertInto('dashboard_tiles')
      .values({ id: randomUUID(), domain_id: domainId, user_id: userId, tiles: JSON.stringify(tiles) })
      .execute();
  });
}

/** The live reports of the domain among `ids`, by id. */
async function reportsOf(db: Kysely<Database>, domainId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { title: string; chart: string }>();
  const rows = await db
    .selectFrom('reports')
    .select(['id', 'title', 'chart'])
    .where('domain_id', '=', domainId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Tenancy: every pinned report is a live report of the caller's domain, else 404. */
async function checkReports(db: Kysely<Database>, domainId: string, tiles: DashboardTile[]) {
  const found = await reportsOf(
    db,
    domainId,
    tiles.map((tile) => tile.reportId),
  );
  const missing = tiles.find((tile) => !found.has(tile.reportId));
  if (missing) throw notFound(`No report ${missing.reportId} in this domain`);
}

/** What the caller sees: their arrangement, else the domain's; titles and charts read now. */
async function answerFor(db: Kysely<Database>, context: AuthContext): Promise<DashboardTilesAnswer> {
  const own = await keptTiles(db, context.domain.id, context.user.id);
  const tiles = own ?? (await keptTiles(db, context.domain.id, null)) ?? [];
  if (!context.ability.can('read', 'reports')) return { tiles: [], personal: own !== null };
  const reports = await reportsOf(
    db,
    context.domain.id,
    tiles.map((tile) => tile.reportId),
  );
  return {
    tiles: tiles.flatMap((tile) => {
      const report = reports.get(tile.reportId);
      return report
        ? [
            {
              ...tile,
              title: report.title,
              chart: report.chart as DashboardTilesAnswer['tiles'][number]['chart'],
            },
          ]
        : [];
    }),
    personal: own !== null,
  };
}

/**
 * The reports pinned on the dashboard (shapes in shared `dashboard.ts`): kept per user and domain,
 * with the domain's default (admins set it) shown to whoever has not arranged their own.
 */
export const pinnedReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tiles, pin, chart, save, reset, saveDefault } = dashboardTileRoutes;
  serveRoute(app, tiles, (request) => answerFor(app.db, caller(request)));

  serveRoute(app, chart, (request) => reportChartSvg(request.body, { auth: caller(request), app }));

  serveRoute(app, pin, async (request) => {
    const context = caller(request);
    const tile = { reportId: request.body.reportId, width: pinnedWidth };
    await checkReports(app.db, context.domain.id, [tile]);
    const current = (await answerFor(app.db, context)).tiles.map(({ reportId, width }) => ({
      reportId,
      width,
    }));
    if (!current.some((kept) => kept.reportId === tile.reportId))
      await keepTiles(app.db, context.domain.id, context.user.id, [...current, tile]);
    return answerFor(app.db, context);
  });

  serveRoute(app, save, async (request) => {
    const context = caller(request);
    await checkReports(app.db, context.domain.id, request.body.tiles);
    await keepTiles(app.db, context.domain.id, context.user.id, request.body.tiles);
    return answerFor(app.db, context);
  });

  serveRoute(app, reset, async (request) => {
    const context = caller(request);
    await app.db
      .deleteFrom('dashboard_tiles')
      .where('domain_id', '=', context.domain.id)
      .where('user_id', '=', context.user.id)
      .execute();
    return answerFor(app.db, context);
  });

  serveRoute(app, saveDefault, async (request) => {
    const context = caller(request);
    await checkReports(app.db, context.domain.id, request.body.tiles);
    await keepTiles(app.db, context.domain.id, null, request.body.tiles);
    return answerFor(app.db, context);
  });
};
