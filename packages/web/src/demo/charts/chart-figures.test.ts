import { describe, expect, it } from 'vitest';
import {
  channelShares,
  figureTables,
  monthly,
  monthlyProfit,
  productScores,
  qualities,
} from './chart-figures';

const words = {
  months: Array.from({ length: 12 }, (_, index) => `M${index + 1}`),
  name: (key: string) => key.toUpperCase(),
  money: (thousands: number) => `$${thousands}K`,
  percent: (value: number) => `${value}%`,
  captions: { monthly: 'By month', profit: 'Profit', channels: 'By channel', scores: 'Scores' },
  columns: { month: 'Month', channel: 'Channel', share: 'Share', quality: 'Quality' },
};

describe('the charts’ figures', () => {
  it('hold a value for every month, channel shares of a whole, a score for every quality', () => {
    expect(monthly.revenue).toHaveLength(12);
    expect(monthly.expenses).toHaveLength(12);
    expect(Object.values(channelShares).reduce((sum, share) => sum + share, 0)).toBe(100);
    expect(monthlyProfit.slice(0, 2)).toEqual([11, 14]);
    for (const scores of Object.values(productScores)) expect(scores).toHaveLength(qualities.length);
  });

  it('read as tables: a row per month, channel and quality, in the reader’s words', () => {
    const tables = figureTables(words);
    expect(tables.monthly.columns).toEqual(['Month', 'REVENUE', 'EXPENSES']);
    expect(tables.monthly.rows).toHaveLength(12);
    expect(tables.monthly.rows[0]).toEqual(['M1', '$42K', '$31K']);
    expect(tables.profit.rows[11]).toEqual(['M12', '$28K']);
    expect(tables.channels.rows).toEqual([
      ['DIRECT', '38%'],
      ['SEARCH', '27%'],
      ['SOCIAL', '21%'],
      ['EMAIL', '14%'],
    ]);
    expect(tables.scores.rows[0]).toEqual(['DESIGN', '80', '60']);
  });
});
