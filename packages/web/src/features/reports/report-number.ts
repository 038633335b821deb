import { formatNumber, plainNumberFormat, type ReportTable } from '@cubus/shared';

/**
 * How a report shows a value in a locale: a cube measure's column in its measure's number format
 * and decimals (as the pivot does), any other number plainly with up to two decimals.
 * @example reportNumberFormat('en')(1500, {title: 'amount', numeric: true, decimals: 2}) // '1,500.00'
 */
export const reportNumberFormat =
  (locale: string) =>
  (value: number, column: ReportTable['columns'][number] | undefined): string =>
    formatNumber(value, column?.format ?? plainNumberFormat, locale, column?.decimals ?? null);
