import type { ReportTable } from '@cubus/shared';
import { useTranslation } from 'react-i18next';

/**
 * A report's values as a plain table: label columns, then values right-aligned in their measure's
 * number format; subtotal lines bold. Scrolls inside its own focusable region.
 */
export function ReportTableView({
  table,
  caption,
  format,
}: {
  table: ReportTable;
  caption: string;
  /** A value as its column shows it (`reportNumberFormat`). */
  format: (value: number, column: ReportTable['columns'][number] | undefined) => string;
}) {
  const { t } = useTranslation();
  if (table.rows.length === 0) return <p className="report-table__empty">{t('reports.noRows')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="report-table" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="report-table__caption">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, i) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional; titles may repeat.
                key={i}
                scope="col"
                className={column.numeric ? 'report-table__number' : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional.
            <tr key={r} className={table.totals[r] ? 'report-table__total' : undefined}>
              {row.map((cell, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                  key={i}
                  className={table.columns[i]?.numeric ? 'report-table__number' : undefined}
                >
                  {typeof cell === 'number' ? format(cell, table.columns[i]) : (cell ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
