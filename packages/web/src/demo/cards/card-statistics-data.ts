import { daysUpTo } from '../dashboards/dashboard-periods';
import { seededFaker } from '../mocks/seeded-faker';

/** A count with its last seven days (oldest first) and its change over the week before, in percent. */
export interface StatisticTrend {
  total: number;
  days: string[];
  series: number[];
  change: number;
}

/** GET /card/card-statistics: the statistic cards' figures; revenue in US dollars. */
export interface CardStatistics {
  overview: { sales: number; customers: number; products: number; revenue: number };
  trends: {
    subscribersGained: StatisticTrend;
    revenueGenerated: StatisticTrend;
    quarterlySales: StatisticTrend;
    ordersReceived: StatisticTrend;
    siteTraffic: StatisticTrend;
    activeUsers: StatisticTrend;
    newsletter: StatisticTrend;
  };
}

function makeStatistics(): CardStatistics {
  const faker = seededFaker(9301);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const days = daysUpTo(7);
  const trend = (min: number, max: number): StatisticTrend => {
    const series = days.map(() => int(min, max));
    return {
      total: series.reduce((sum, n) => sum + n, 0),
      days,
      series,
      change: faker.number.float({ min: -15, max: 40, fractionDigits: 1 }),
    };
  };
  return {
    overview: {
      sales: int(150_000, 300_000),
      customers: int(5_000, 12_000),
      products: int(1_000, 2_500),
      revenue: faker.number.float({ min: 500_000, max: 1_200_000, fractionDigits: 2 }),
    },
    trends: {
      subscribersGained: trend(1_500, 4_500),
      revenueGenerated: trend(8_000, 14_000),
      quarterlySales: trend(5_000, 9_000),
      ordersReceived: trend(1_000, 2_600),
      siteTraffic: trend(10_000, 22_000),
      activeUsers: trend(2_000, 6_000),
      newsletter: trend(3_000, 5_000),
    },
  };
}

let made: CardStatistics | undefined;

/** The statistic cards' figures: made once from their seed, the same for every visitor. */
export function cardStatistics(): CardStatistics {
  made ??= makeStatistics();
  return made;
}
