import { referenceDate, seededFaker } from '../../mocks/seeded-faker';
import { dashboardPeriods, monthsUpTo } from '../dashboard-periods';
import { type AnalyticsData, timelineKinds } from './analytics-model';

const periodDays = { last7Days: 7, last28Days: 28, lastMonth: 30, lastYear: 365 } as const;

function makeAnalytics(): AnalyticsData {
  const faker = seededFaker(2101);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const percent = (min: number, max: number) => faker.number.float({ min, max, fractionDigits: 1 });
  const trend = (min: number, max: number) => {
    const series = Array.from({ length: 7 }, () => int(min, max));
    return { total: series.reduce((sum, n) => sum + n, 0), series };
  };
  const months = monthsUpTo(6);
  return {
    congratulation: { name: faker.person.firstName(), salesGrowth: percent(20, 80) },
    subscribersGained: trend(12_000, 30_000),
    ordersReceived: trend(8_000, 18_000),
    avgSessions: Object.fromEntries(
      dashboardPeriods.map((period) => [
        period,
        {
          // Sessions grow with the period's days; the bars are its seven parts.
          sessions: periodDays[period] * int(350, 450),
          growth: percent(-12, 24),
          bars: Array.from({ length: 7 }, () => int(30, 100)),
        },
      ]),
    ) as AnalyticsData['avgSessions'],
    goals: { goal: int(40, 95), users: int(40, 95), retention: int(40, 95), duration: int(40, 95) },
    supportTracker: Object.fromEntries(
      dashboardPeriods.map((period) => {
        const totalTickets = periodDays[period] * int(4, 8);
        const newTickets = Math.round(totalTickets * percent(0.2, 0.4));
        return [
          period,
          {
            totalTickets,
            newTickets,
            openTickets: Math.round(newTickets * percent(0.3, 0.7)),
            responseDays: int(1, 4),
            completed: int(60, 95),
          },
        ];
      }),
    ) as AnalyticsData['supportTracker'],
    sales: {
      months,
      sales: months.map(() => int(60, 100)),
      visits: months.map(() => int(40, 90)),
    },
    timeline: Array.from({ length: 4 }, (_, index) => ({
      kind: timelineKinds[index % timelineKinds.length] ?? 'invoicesPaid',
      who: index % 3 === 2 ? faker.company.name() : faker.person.fullName(),
      count: int(3, 16),
      at: new Date(referenceDate.getTime() - (index * 7 + int(1, 6)) * 3_600_000).toISOString(),
    })),
  };
}

let made: AnalyticsData | undefined;

/** The analytics dashboard's figures: made once from their seed, the same for every visitor. */
export function analyticsData(): AnalyticsData {
  made ??= makeAnalytics();
  return made;
}
