import type { ChartTable } from '../chart-figures-table';

/**
 * The figures every chart page draws (SPEC §2 charts and maps): one set of numbers, so the three
 * libraries' pages can be held side by side.
 */
export const chartYear = 2026;

/** Thousands of dollars a month, January first. */
export const monthly = {
  revenue: [42, 47, 45, 53, 58, 61, 57, 64, 70, 68, 75, 82],
  expenses: [31, 33, 35, 36, 40, 41, 43, 42, 47, 49, 50, 54],
} as const;
export const monthlySeries = ['revenue', 'expenses'] as const;

/** What is left of each month's revenue once its expenses are paid. */
export const monthlyProfit = monthly.revenue.map(
  (revenue, month) => revenue - (monthly.expenses[month] ?? 0),
);

/** Where visitors came from, in per cent of all. */
export const channelShares = { direct: 38, search: 27, social: 21, email: 14 } as const;
export const channels = Object.keys(channelShares) as (keyof typeof channelShares)[];

/** Two products scored out of 100 on the same five qualities. */
export const qualities = ['design', 'speed', 'quality', 'support', 'price'] as const;
export const productScores = {
  alpha: [80, 65, 90, 70, 55],
  beta: [60, 85, 70, 80, 75],
} as const;
export const products = ['alpha', 'beta'] as const;

/** What a chart page names: the words come translated, the numbers formatted the reader's way. */
export interface FigureWords {
  months: string[];
  /** A series', channel's, product's or quality's name. */
  name: (key: string) => string;
  money: (thousands: number) => string;
  percent: (value: number) => string;
  captions: { monthly: string; profit: string; channels: string; scores: string };
  columns: { month: string; channel: string; share: string; quality: string };
}

/** Each chart's figures as a table for screen readers: the same for every library. */
export function figureTables(
  words: FigureWords,
): Record<'monthly' | 'profit' | 'channels' | 'scores', ChartTable> {
  return {
    monthly: {
      caption: words.captions.monthly,
      columns: [words.columns.month, ...monthlySeries.map(words.name)],
      rows: words.months.map((month, index) => [
        month,
        ...monthlySeries.map((series) => words.money(monthly[series][index] ?? 0)),
      ]),
    },
    profit: {
      caption: words.captions.profit,
      columns: [words.columns.month, words.name('profit')],
      rows: words.months.map((month, index) => [month, words.money(monthlyProfit[index] ?? 0)]),
    },
    channels: {
      caption: words.captions.channels,
      columns: [words.columns.channel, words.columns.share],
      rows: channels.map((channel) => [words.name(channel), words.percent(channelShares[channel])]),
    },
    scores: {
      caption: words.captions.scores,
      columns: [words.columns.quality, ...products.map(words.name)],
      rows: qualities.map((quality, index) => [
        words.name(quality),
        ...products.map((product) => String(productScores[product][index])),
      ]),
    },
  };
}
