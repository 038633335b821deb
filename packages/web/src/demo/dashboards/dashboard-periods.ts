import { referenceDate } from '../mocks/seeded-faker';

/** The periods a dashboard card can be read over, shortest first. */
export const dashboardPeriods = ['last7Days', 'last28Days', 'lastMonth', 'lastYear'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/**
 * The first days (yyyy-mm-01) of the `count` months up to the sample data's month, oldest first.
 * @example monthsUpTo(2) // ['2026-05-01', '2026-06-01']
 */
export function monthsUpTo(count: number): string[] {
  const year = referenceDate.getUTCFullYear();
  const month = referenceDate.getUTCMonth();
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - count + 1 + index, 1)).toISOString().slice(0, 10),
  );
}

/** The `count` days (yyyy-mm-dd) up to the sample data's day, oldest first. */
export function daysUpTo(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(referenceDate.getTime() - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Numbers that sum to exactly 100, in the proportions of `weights`. */
export function percentShares(weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((weight / total) * 100));
  const missing = 100 - shares.reduce((sum, share) => sum + share, 0);
  shares[0] = (shares[0] ?? 0) + missing;
  return shares;
}
