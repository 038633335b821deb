import { z } from 'zod';
import type { NumberFormatSpec } from './number-format';
import { type PivotAnswer, pivotCell, pivotRequestSchema } from './pivot';
import type { Column, SelectAnswer } from './qry/answer';
import {
  type AggregateWords,
  aggregateWordsSchema,
  columnTitle,
  englishAggregateWords,
} from './qry/column-title';
import type { SelectRequest } from './qry/request';
import { viewStateSchema } from './qry/view-state';

/** How a report draws its values; `table` draws none (the table of values only). */
export const reportChartTypes = ['bar', 'line', 'area', 'pie', 'table'] as const;
export type ReportChartType = (typeof reportChartTypes)[number];

/** What a report reads: a cube (a pivot), or a data table or mount (a grid view). */
export const reportSourceKinds = ['cube', 'table', 'mount'] as const;
export type ReportSourceKind = (typeof reportSourceKinds)[number];

/** Rows a report shows and charts; downloads hold every row (up to `qryLimits.maxExportRows`). */
export const reportLimits = { maxRows: 1000 } as const;

export const reportSourceSchema = z.strictObject({ kind: z.enum(reportSourceKinds), id: z.uuid() });
export type ReportSource = z.infer<typeof reportSourceSchema>;

/**
 * The saved view: a pivot layout for a cube (as `POST /api/cubes/pivot` takes it, without the
 * cube), a grid view for a table or mount (fields, filter, group-by with aggregates, sorts).
 * @example {type: 'pivot', rows: [{dim: 'region'}], filters: [{dim: 'scenario', members: ['Actual']}], measures: ['amount']}
 */
export const reportViewSchema = z.discriminatedUnion('type', [
  pivotRequestSchema.omit({ cubeId: true }).extend({ type: z.literal('pivot') }),
  viewStateSchema.extend({ type: z.literal('grid') }),
]);
export type ReportView = z.input<typeof reportViewSchema>;
export type ParsedReportView = z.output<typeof reportViewSchema>;

/**
 * The values of a report (`/api/qry` create and update on `reports`). The view's type must fit the
 * source (pivot for a cube, grid otherwise), and its names are checked against the source on save.
 * @example {title: 'Sales by region', source: {kind: 'cube', id}, view: {type: 'pivot', rows: [{dim: 'region'}]}, chart: 'bar'}
 */
export const reportValuesSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(4000),
  source: reportSourceSchema,
  view: reportViewSchema,
  chart: z.enum(reportChartTypes),
});
export type ReportValues = z.input<typeof reportValuesSchema>;

/**
 * `run` on `reports` → the report's values now: a pivot answer for a cube, the first
 * `reportLimits.maxRows` rows for a table or mount. A source removed since is 409
 * `report_source_missing`, and nothing runs.
 */
export interface ReportRunAnswer {
  source: { kind: ReportSourceKind; id: string; name: string };
  pivot?: PivotAnswer;
  rows?: SelectAnswer;
}

/**
 * `POST /api/download {report, format}` → the report's values as a file; `total` is the word for
 * pivot totals and `aggregates` the words of aggregate columns' titles in the caller's language.
 * @example {report: id, format: 'xlsx', total: 'Итого', aggregates: {operands: {sum: 'Сумма', …}, of: '{operand}: {field}'}}
 */
export const reportDownloadSchema = z.strictObject({
  report: z.uuid(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  total: z.string().trim().min(1).max(40).default('Total'),
  aggregates: aggregateWordsSchema.default(englishAggregateWords),
});
export type ReportDownload = z.input<typeof reportDownloadSchema>;

type GridView = Extract<ReportView, { type: 'grid' }>;

/**
 * The select a grid view runs (on the server for a saved report, in the editor for its preview):
 * the groups with their aggregates (sorted by the groups unless the view sorts), or the view's
 * fields, filter and sorts.
 * @example reportGridSelect(`table:${id}`, {type: 'grid', groupby: {groups: [{field: 'region'}]}}, 1000)
 */
export function reportGridSelect(object: string, view: GridView, limit: number): SelectRequest {
  const base = {
    op: 'select' as const,
    object,
    ...(view.search?.trim() ? { search: view.search.trim() } : {}),
    ...(view.filter ? { filter: view.filter } : {}),
    offset: 0,
    limit,
  };
  const sorts = view.orderby?.isActive === false ? [] : (view.orderby?.sorts ?? []);
  const groupby = view.groupby?.isActive === false ? undefined : view.groupby;
  const groups = groupby?.groups ?? [];
  if (groups.length > 0) {
    const aggregates = groupby?.aggregates ?? [];
    return {
      ...base,
      groupby: {
        isActive: true,
        groups,
        aggregates: aggregates.length > 0 ? aggregates : [{ operand: 'count' }],
      },
      orderby: {
        isActive: true,
        sorts: sorts.length > 0 ? sorts : groups.map(({ field }) => ({ field, dir: 'asc' as const })),
      },
    };
  }
  return {
    ...base,
    ...(view.fields && view.fields.length > 0 ? { fields: view.fields } : {}),
    ...(sorts.length > 0 ? { orderby: { isActive: true, sorts } } : {}),
  };
}

/** The columns a grid view shows: its fields when it names them (a select adds the key too). */
export function reportColumnShown(view: GridView): (column: { name: string }) => boolean {
  const grouped = view.groupby?.isActive !== false && (view.groupby?.groups?.length ?? 0) > 0;
  const fields = new Set(grouped ? [] : (view.fields ?? []));
  return (column) => fields.size === 0 || fields.has(column.name);
}

/** A report's values flat: label columns first, then values; `totals[r]` marks subtotal lines. */
export interface ReportTable {
  /** A pivot's value column has its measure's number format (none: plain) and decimals (null: any). */
  columns: { title: string; numeric: boolean; format?: NumberFormatSpec; decimals?: number | null }[];
  rows: (string | number | null)[][];
  totals: boolean[];
}

const headerName = (members: PivotAnswer['rows'][number]['members'], total: string) =>
  members.map((m) => m?.name ?? total).join(' / ');

function pivotTable(answer: PivotAnswer, total: string): ReportTable {
  const labels = answer.rowDims.length > 0 ? answer.rowDims : [''];
  const several = answer.measures.length > 1;
  const values = answer.columns.flatMap((column, c) =>
    answer.measures.map((measure, m) => {
      const name = headerName(column.members, total);
      const shown = measure.caption ?? measure.name;
      return { c, m, measure, title: name && several ? `${name} · ${shown}` : name || shown };
    }),
  );
  return {
    columns: [
      ...labels.map((title) => ({ title, numeric: false })),
      ...values.map(({ title, measure }) => ({
        title,
        numeric: true,
        ...(measure.format ? { format: measure.format } : {}),
        decimals: measure.decimals,
      })),
    ],
    rows: answer.rows.map((header, r) => [
      ...labels.map((_, d) => {
        const member = header.members[d];
        if (member) return `${'  '.repeat(member.level)}${member.name}`;
        return header.members.length === 0 || d === header.members.indexOf(null) ? total : '';
      }),
      ...values.map(({ c, m }) => pivotCell(answer, r, c, m)),
    ]),
    totals: answer.rows.map((header) => header.total),
  };
}

const numericTypes = new Set(['integer', 'number', 'decimal']);

/** A grid report's column title: an aggregate's in words, a field by its name as the report shows it. */
export const reportColumnTitle = (column: Pick<Column, 'name' | 'title'>, words: AggregateWords): string =>
  columnTitle(column, words, (name) => name);

function gridTable(answer: SelectAnswer, words: AggregateWords): ReportTable {
  return {
    columns: answer.columns.map((column) => ({
      title: reportColumnTitle(column, words),
      numeric: numericTypes.has(column.type),
    })),
    rows: answer.rows.map((row) =>
      answer.columns.map(({ name }) => {
        const value = row[name];
        if (value === null || value === undefined) return null;
        return typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value);
      }),
    ),
    totals: answer.rows.map(() => false),
  };
}

/**
 * A report's values as one flat table, the same for the screen, the chart, the PDF and the server's
 * CSV and XLSX: a pivot's row members (indented by depth) then a column per column header and
 * measure; a grid's columns as selected, an aggregate's titled in `words` ("Sum of amount").
 * @example reportTableOf({pivot}, 'Total', englishAggregateWords).columns // [{title: 'region', numeric: false}, {title: 'amount', numeric: true}]
 */
export function reportTableOf(
  run: Pick<ReportRunAnswer, 'pivot' | 'rows'>,
  total: string,
  words: AggregateWords,
): ReportTable {
  if (run.pivot) return pivotTable(run.pivot, total);
  if (run.rows) return gridTable(run.rows, words);
  return { columns: [], rows: [], totals: [] };
}
