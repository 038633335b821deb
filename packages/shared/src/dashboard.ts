import { z } from 'zod';
import { apiRoute } from './api-route';
import { locales } from './auth';
import { builtinProcedures } from './builtin-procedures';
import { selectErrorCodes } from './errors';
import { jobStatuses } from './imports';
import { aggregateWordsSchema, englishAggregateWords } from './qry/column-title';
import { reportChartTypes } from './reports';
import { shellPaths, tileWidths } from './route-paths';

/** How many days the runs-per-day chart covers, today included. */
export const dashboardDays = 14;

/** A job of the last 24 hours, with the name of what it ran when that still exists. */
export const dashboardJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  objectId: z.string().nullable(),
  objectName: z.string().nullable(),
  /** What ran is a built-in procedure: the console says its name in the user's language, not `objectName`. */
  builtin: z.enum(builtinProcedures).optional(),
  status: z.enum(jobStatuses),
  created: z.string(),
  finished: z.string().nullable(),
  errorCode: z.string().nullable(),
});
export type DashboardJob = z.output<typeof dashboardJobSchema>;

/**
 * `GET /api/dashboard` → the product dashboard in one answer: counts and storage, the jobs of the
 * last 24 hours, the latest ribbon entries, the caller's open tasks, and runs per day (UTC).
 */
export const dashboardAnswerSchema = z.object({
  counts: z.object({
    cubes: z.number(),
    refs: z.number(),
    tables: z.number(),
    rows: z.number(),
    imports: z.number(),
    mounts: z.number(),
    /** Data tables plus uploaded files, in bytes. */
    storageBytes: z.number(),
  }),
  jobs: z.object({
    total: z.number(),
    failed: z.number(),
    running: z.number(),
    /** The latest, at most 10. */
    latest: z.array(dashboardJobSchema),
  }),
  ribbon: z.array(
    z.object({
      id: z.string(),
      actor: z.string(),
      action: z.string(),
      object: z.string().nullable(),
      /** The line tells a run of a built-in procedure (as `jobs.latest[].builtin`). */
      builtin: z.enum(builtinProcedures).optional(),
      at: z.string(),
    }),
  ),
  tasks: z.array(
    z.object({ id: z.string(), title: z.string(), dueDate: z.string().nullable(), important: z.boolean() }),
  ),
  /** One entry per day, oldest first, `day` as yyyy-mm-dd. */
  runsPerDay: z.array(z.object({ day: z.string(), succeeded: z.number(), failed: z.number() })),
});
export type DashboardAnswer = z.output<typeof dashboardAnswerSchema>;

/** Any signed-in member of the domain sees its dashboard. */
export const dashboardRoute = apiRoute({
  ...shellPaths.dashboard,
  body: z.undefined(),
  answer: dashboardAnswerSchema,
  ability: 'signed-in',
});

// Kept beside the paths, so the dashboard's tiles size themselves without zod.
export { tileWidths };

/** At most this many reports pinned on one dashboard. */
export const maxTiles = 24;

/** A pinned report: which one and how many columns it spans, in the order the dashboard shows them. */
export const dashboardTileSchema = z.strictObject({
  reportId: z.string().uuid(),
  width: z.number().int().min(tileWidths.min).max(tileWidths.max),
});
export type DashboardTile = z.output<typeof dashboardTileSchema>;

const tilesSchema = z
  .array(dashboardTileSchema)
  .max(maxTiles)
  .refine((tiles) => new Set(tiles.map((tile) => tile.reportId)).size === tiles.length, {
    message: 'A report is pinned once',
  });

/**
 * The caller's pinned reports with their titles and charts: their own arrangement when they made
 * one (`personal`), else the domain's default. A report deleted since is left out.
 */
export const dashboardTilesAnswerSchema = z.object({
  tiles: z.array(dashboardTileSchema.extend({ title: z.string(), chart: z.enum(reportChartTypes) })),
  personal: z.boolean(),
});
export type DashboardTilesAnswer = z.output<typeof dashboardTilesAnswerSchema>;

/**
 * The size a tile's chart is drawn at (pixels), its skin, the language of its labels and the words
 * of its aggregate columns' titles in that language.
 */
export const tileChartRequestSchema = z.strictObject({
  reportId: z.uuid(),
  width: z.number().int().min(120).max(2400),
  height: z.number().int().min(120).max(1200),
  dark: z.boolean(),
  locale: z.enum(locales),
  aggregates: aggregateWordsSchema.default(englishAggregateWords),
});
export type TileChartRequest = z.output<typeof tileChartRequestSchema>;

/** The drawing (`null`: nothing to draw), and what a description of it says: how many categories, which series. */
export const tileChartAnswerSchema = z.object({
  svg: z.string().nullable(),
  categories: z.number().int(),
  series: z.array(z.string()),
});
export type TileChartAnswer = z.output<typeof tileChartAnswerSchema>;

/**
 * The pinned reports: read, pin one (added at the end of the caller's arrangement; pinned already
 * changes nothing), draw one's chart as SVG on the server (`svg` null for a table-only report), save
 * the caller's arrangement, forget it (back to the domain's default), and,
 * for admins, make an arrangement the domain's default. A report of another domain is 404.
 */
export const dashboardTileRoutes = {
  tiles: apiRoute({
    ...shellPaths.dashboardTiles.tiles,
    body: z.undefined(),
    answer: dashboardTilesAnswerSchema,
    ability: 'signed-in',
  }),
  pin: apiRoute({
    ...shellPaths.dashboardTiles.pin,
    body: z.strictObject({ reportId: z.string().uuid() }),
    answer: dashboardTilesAnswerSchema,
    ability: ['read', 'reports'],
    errors: ['not_found'],
  }),
  save: apiRoute({
    ...shellPaths.dashboardTiles.save,
    body: z.strictObject({ tiles: tilesSchema }),
    answer: dashboardTilesAnswerSchema,
    ability: ['read', 'reports'],
    errors: ['not_found'],
  }),
  reset: apiRoute({
    ...shellPaths.dashboardTiles.reset,
    body: z.strictObject({}),
    answer: dashboardTilesAnswerSchema,
    ability: 'signed-in',
  }),
  chart: apiRoute({
    ...shellPaths.dashboardTiles.chart,
    body: tileChartRequestSchema,
    answer: tileChartAnswerSchema,
    ability: ['read', 'reports'],
    errors: ['not_found', 'report_source_missing', ...selectErrorCodes],
  }),
  saveDefault: apiRoute({
    ...shellPaths.dashboardTiles.saveDefault,
    body: z.strictObject({ tiles: tilesSchema }),
    answer: dashboardTilesAnswerSchema,
    ability: ['manage', 'Admin'],
    errors: ['not_found'],
  }),
};
