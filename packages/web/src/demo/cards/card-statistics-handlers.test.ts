import { describe, expect, it } from 'vitest';
import { mockRequest } from '../mocks/mock-request';
import { referenceDate } from '../mocks/seeded-faker';
import type { CardStatistics } from './card-statistics-data';
import { cardStatisticsHandlers } from './card-statistics-handlers';

const fetchStatistics = async () => {
  const answer = await mockRequest(cardStatisticsHandlers, 'GET', '/card/card-statistics');
  expect(answer.status).toBe(200);
  return answer.body as CardStatistics;
};

describe('GET /card/card-statistics (SPEC §7)', () => {
  it('gives the overview and the same figures every time', async () => {
    const statistics = await fetchStatistics();
    expect(Object.values(statistics.overview).every((value) => value > 0)).toBe(true);
    expect(await fetchStatistics()).toEqual(statistics);
  });

  it('gives trends over the seven days up to the sample day, whose totals add up', async () => {
    const { trends } = await fetchStatistics();
    const sampleDay = referenceDate.toISOString().slice(0, 10);
    for (const trend of Object.values(trends)) {
      expect(trend.days).toHaveLength(7);
      expect(trend.days.at(-1)).toBe(sampleDay);
      expect(trend.days).toEqual([...trend.days].sort());
      expect(trend.total).toBe(trend.series.reduce((sum, n) => sum + n, 0));
    }
  });
});
