import {
  type ColumnSuggestion,
  type CubeSuggestions,
  suggestedMaxMembers,
  type TableColumn,
  timeLevels,
} from '@cubus/shared';
import type { StatisticsKind } from '../../engine/warehouse/cubes';
import type { KindContext } from '../../qry/object-kind';
import { findTable } from '../tables/data-tables';

const numericTypes = new Set(['integer', 'bigint', 'double', 'decimal']);
const dateTypes = new Set(['date', 'timestamp']);

/** Names that say a column identifies its row (`id`, `order_id`, `customerId`, `uuid`). */
const identifierName = /^(id|uuid|guid)$|_(id|uuid|guid)$|[a-z]Id$/i;
/** Text longer than this on average is prose (comments, descriptions), not members. */
const freeTextLength = 40;
/** A table this small says little by its distinct counts: every value may well be unique. */
const fewRows = 20;

/** A column's statistics as the warehouse counted them. */
export interface ColumnStatistics {
  rows: number;
  distinct: number;
  averageLength: number | null;
}

const statisticsKind = (type: string): StatisticsKind =>
  type === 'text' ? 'text' : dateTypes.has(type) ? 'date' : 'other';

/**
 * The role proposed for a column: few distinct texts (or a boolean) → a dimension; numbers → a
 * measure; a date → a calendar dimension; identifiers (by name, or a value per row) and free
 * text (long, or too many values to be members) → left out.
 * @example proposeRole({name: 'region', type: 'text', nullable: true}, {rows: 100, distinct: 5, averageLength: 5}) // {role: 'dimension', reason: 'few_values'}
 */
export function proposeRole(
  column: TableColumn,
  stats: ColumnStatistics,
): Pick<ColumnSuggestion, 'role' | 'reason'> {
  if (stats.distinct === 0) return { role: 'none', reason: 'empty' };
  if (identifierName.test(column.name)) return { role: 'none', reason: 'identifier' };
  if (dateTypes.has(column.type)) return { role: 'dimension', reason: 'date' };
  if (numericTypes.has(column.type)) return { role: 'measure', reason: 'number' };
  if (column.type !== 'text') return { role: 'dimension', reason: 'few_values' };
  if ((stats.averageLength ?? 0) > freeTextLength) return { role: 'none', reason: 'free_text' };
  const many = stats.rows >= fewRows && stats.distinct > stats.rows / 2;
  if (many && stats.distinct === stats.rows) return { role: 'none', reason: 'identifier' };
  if (many || stats.distinct > suggestedMaxMembers) return { role: 'none', reason: 'free_text' };
  return { role: 'dimension', reason: 'few_values' };
}

/** The year an ISO date or timestamp starts with. */
const yearOf = (iso: unknown) => Number(String(iso).slice(0, 4));

/** The domain's calendars: each time reference's years and its leaves' level. */
async function calendars(context: KindContext) {
  const domainId = context.auth.domain.id;
  const refs = await context.app.db
    .selectFrom('refs')
    .select(['id', 'name'])
    .where('domain_id', '=', domainId)
    .where('kind', '=', 'time')
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
  const spans = [];
  for (const ref of refs) {
    const span = await context.app.warehouse.cubes.calendarSpan(domainId, ref.id);
    if (!span) continue;
    const level = timeLevels[Math.min(span.leafLevel, timeLevels.length - 1)] ?? 'day';
    spans.push({ id: ref.id, name: ref.name, level, from: span.from, to: span.to });
  }
  return spans.sort((a, b) => timeLevels.indexOf(b.level) - timeLevels.indexOf(a.level));
}

/**
 * The wizard's proposal for a data table: each column's distinct values and role from one scan
 * of the table, and for dates their years with the calendars that cover them.
 */
export async function suggestCube(context: KindContext, tableId: string): Promise<CubeSuggestions> {
  const domainId = context.auth.domain.id;
  const table = await findTable(context.app, domainId, tableId);
  const { rows, columns: stats } = await context.app.warehouse.cubes.columnStatistics(
    domainId,
    table.name,
    table.columns.map((c) => ({ name: c.name, kind: statisticsKind(c.type) })),
  );
  const known = table.columns.some((c) => dateTypes.has(c.type)) ? await calendars(context) : [];
  const columns = table.columns.map((column, i): ColumnSuggestion => {
    const { distinct = 0, averageLength = null, first = null, last = null } = stats[i] ?? {};
    const proposal = proposeRole(column, { rows, distinct, averageLength });
    const suggestion: ColumnSuggestion = { column: column.name, type: column.type, distinct, ...proposal };
    if (proposal.reason !== 'date') return suggestion;
    const from = yearOf(first);
    const to = yearOf(last);
    const refs = known
      .filter((k) => k.from <= from && k.to >= to)
      .map(({ id, name, level }) => ({ id, name, level }));
    return { ...suggestion, calendar: { from, to, refs } };
  });
  return { rows, columns };
}
