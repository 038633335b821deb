import { i18n } from '../lib/i18n';

/** Amounts of the demo's sample data are in US dollars, written the reader's way. */
export function formatMoney(amount: number): string {
  return new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(amount);
}

/** A yyyy-mm-dd date the reader's way, e.g. "15 juin 2026". */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00`);
  return Number.isNaN(date.getTime())
    ? isoDay
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date);
}

/** The initials of a name, for an avatar without a picture: "Ana Lima" → "AL". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** A large count the short way, e.g. "28.4K" or "28,4 Tsd.". */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A percentage given out of 100, e.g. 57.6 → "57.6%" or "57,6 %". */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** A yyyy-mm-dd day's month, short, e.g. "Jun" or "juin". */
export function formatMonth(isoDay: string): string {
  return new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
