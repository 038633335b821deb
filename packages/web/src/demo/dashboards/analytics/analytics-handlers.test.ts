import { describe, expect, it } from 'vitest';
import { mockRequest } from '../../mocks/mock-request';
import { referenceDate } from '../../mocks/seeded-faker';
import { dashboardPeriods } from '../dashboard-periods';
import { analyticsHandlers } from './analytics-handlers';
import type { AnalyticsData } from './analytics-model';

const fetchData = async () => {
  const answer = await mockRequest(analyticsHandlers, 'GET', '/analytics/data');
  expect(answer.status).toBe(200);
  return answer.body as AnalyticsData;
};

describe('GET /analytics/data (SPEC §7)', () => {
  it('answers the same figures every time: they come from a seed, not from the clock', async () => {
    expect(await fetchData()).toEqual(await fetchData());
  });

  it('gives trends of seven days whose totals add up', async () => {
    const data = await fetchData();
    for (const trend of [data.subscribersGained, data.ordersReceived]) {
      expect(trend.series).toHaveLength(7);
      expect(trend.total).toBe(trend.series.reduce((sum, n) => sum + n, 0));
    }
  });

  it('reads sessions and tickets over every period, longer periods holding more', async () => {
    const data = await fetchData();
    expect(Object.keys(data.avgSessions)).toEqual([...dashboardPeriods]);
    const sessions = dashboardPeriods.map((period) => data.avgSessions[period].sessions);
    expect(sessions).toEqual([...sessions].sort((a, b) => a - b));
    for (const period of dashboardPeriods) {
      const tickets = data.supportTracker[period];
      expect(tickets.newTickets).toBeLessThanOrEqual(tickets.totalTickets);
      expect(tickets.openTickets).toBeLessThanOrEqual(tickets.newTickets);
      expect(tickets.completed).toBeGreaterThanOrEqual(0);
      expect(tickets.completed).toBeLessThanOrEqual(100);
    }
    for (const value of Object.values(data.goals)) expect(value).toBeLessThanOrEqual(100);
  });

  it('covers the six months up to the sample day, and a timeline before it', async () => {
    const data = await fetchData();
    expect(data.sales.months).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(data.sales.sales).toHaveLength(6);
    expect(data.sales.visits).toHaveLength(6);
    const times = data.timeline.map((entry) => Date.parse(entry.at));
    expect(times.every((time) => time < referenceDate.getTime())).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
