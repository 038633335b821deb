import { type Locale, locales, type TimeLevel } from '@cubus/shared';
import { AppError } from '../../lib/app-error';
import type { KindContext } from '../../qry/object-kind';
import { generateRef } from '../refs/generate-ref';
import type { DataTable } from '../tables/data-tables';

/** A time reference spans at most this many years (the generator's bound). */
const maxYears = 50;

/**
 * A new calendar for a date or timestamp column (the caller checked its type): years → quarters → months → days down to
 * `depth`, over the years the column's values fall in (this year when it has none), named in the
 * caller's language → its id. The load then matches each date at the calendar's leaf level.
 */
export async function calendarFor(
  context: KindContext,
  table: DataTable,
  column: string,
  name: string,
  depth: TimeLevel,
  path: string,
): Promise<string> {
  const { columns } = await context.app.warehouse.cubes.columnStatistics(context.auth.domain.id, table.name, [
    { name: column, kind: 'date' },
  ]);
  const span = columns[0];
  const thisYear = new Date().getUTCFullYear();
  const from = span?.first ? Number(span.first.slice(0, 4)) : thisYear;
  const to = span?.last ? Number(span.last.slice(0, 4)) : thisYear;
  if (to - from >= maxYears)
    throw new AppError(
      400,
      'calendar_too_long',
      `"${column}" spans ${from}–${to}: a calendar holds at most ${maxYears} years`,
      {
        path,
      },
    );
  const userLocale = context.auth.user.locale as string | undefined;
  const locale: Locale = (locales as readonly string[]).includes(userLocale ?? '')
    ? (userLocale as Locale)
    : 'en';
  const { id } = await generateRef(context, {
    name,
    description: '',
    generator: { kind: 'time', from, to, depth, locale },
  });
  return id;
}
