import { referenceDate, seededFaker } from '../../mocks/seeded-faker';
import { percentShares } from '../dashboard-periods';
import {
  browserNames,
  companyCategories,
  type EcommerceData,
  earningSources,
  type RevenueYear,
  transactionKinds,
} from './ecommerce-model';

function makeEcommerce(): EcommerceData {
  const faker = seededFaker(2201);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const money = (min: number, max: number) => faker.number.float({ min, max, fractionDigits: 2 });
  const trend = (min: number, max: number) => {
    const series = Array.from({ length: 7 }, () => int(min, max));
    return { total: series.reduce((sum, n) => sum + n, 0), series };
  };
  const thisYear = referenceDate.getUTCFullYear();
  const revenue: RevenueYear[] = [thisYear - 2, thisYear - 1, thisYear].map((year) => {
    const earning = Array.from({ length: 12 }, () => int(80, 300) * 100);
    return {
      year,
      earning,
      expense: earning.map((amount) => -Math.round(amount * faker.number.float({ min: 0.3, max: 0.9 }))),
      budget: int(50, 80) * 1000,
    };
  });
  const shares = percentShares(earningSources.map(() => int(10, 60)));
  return {
    congratulation: { name: faker.person.firstName(), saleToday: money(20_000, 60_000) },
    statistics: {
      sales: int(150_000, 300_000),
      customers: int(5_000, 12_000),
      products: int(1_000, 2_500),
      revenue: money(500_000, 1_200_000),
    },
    orders: trend(200, 900),
    profit: trend(1_000, 9_000),
    earnings: {
      month: money(3_000, 9_000),
      growth: faker.number.float({ min: -10, max: 80, fractionDigits: 1 }),
      shares: Object.fromEntries(
        earningSources.map((source, i) => [source, shares[i] ?? 0]),
      ) as EcommerceData['earnings']['shares'],
    },
    revenue,
    companies: Array.from({ length: 7 }, (_, index) => {
      const name = faker.company.name();
      return {
        id: index + 1,
        name,
        email: faker.internet
          .email({ firstName: name.split(/[\s,-]/)[0], provider: 'example.com' })
          .toLowerCase(),
        category: faker.helpers.arrayElement(companyCategories),
        views: int(1_000, 80_000),
        revenue: money(100, 1_000),
        salesChange: faker.number.float({ min: -40, max: 90, fractionDigits: 1 }),
      };
    }),
    browsers: percentShares(browserNames.map(() => int(5, 60)))
      .map((share, index) => ({ name: browserNames[index] ?? 'Chrome', share }))
      .sort((a, b) => b.share - a.share),
    goal: { completed: int(600_000, 900_000), inProgress: int(50_000, 300_000) },
    transactions: transactionKinds.map((kind) => ({
      kind,
      // Money paid in is positive; money paid out (wallet, card) negative.
      amount: kind === 'wallet' || kind === 'mastercard' ? -money(50, 900) : money(100, 3_000),
    })),
  };
}

let made: EcommerceData | undefined;

/** The e-commerce dashboard's figures: made once from their seed, the same for every visitor. */
export function ecommerceData(): EcommerceData {
  made ??= makeEcommerce();
  return made;
}
