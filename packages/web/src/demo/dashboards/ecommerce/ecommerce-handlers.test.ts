import { describe, expect, it } from 'vitest';
import { mockRequest } from '../../mocks/mock-request';
import { ecommerceHandlers } from './ecommerce-handlers';
import { companyCategories, type EcommerceData, transactionKinds } from './ecommerce-model';

const fetchData = async () => {
  const answer = await mockRequest(ecommerceHandlers, 'GET', '/ecommerce/data');
  expect(answer.status).toBe(200);
  return answer.body as EcommerceData;
};
const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

describe('GET /ecommerce/data (SPEC §7)', () => {
  it('answers the same figures every time: they come from a seed, not from the clock', async () => {
    expect(await fetchData()).toEqual(await fetchData());
  });

  it('reports revenue for three years up to the sample year, expenses below earnings', async () => {
    const { revenue } = await fetchData();
    expect(revenue.map((year) => year.year)).toEqual([2024, 2025, 2026]);
    for (const year of revenue) {
      expect(year.earning).toHaveLength(12);
      expect(year.expense).toHaveLength(12);
      year.expense.forEach((expense, month) => {
        expect(expense).toBeLessThan(0);
        expect(-expense).toBeLessThan(year.earning[month] ?? 0);
      });
    }
  });

  it('splits earnings and browsers into shares of exactly 100 %', async () => {
    const data = await fetchData();
    expect(sum(Object.values(data.earnings.shares))).toBe(100);
    expect(sum(data.browsers.map((browser) => browser.share))).toBe(100);
    const shares = data.browsers.map((browser) => browser.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it('lists companies of the known categories and one transaction of each kind', async () => {
    const data = await fetchData();
    expect(data.companies.length).toBeGreaterThan(4);
    for (const company of data.companies) {
      expect(companyCategories).toContain(company.category);
      expect(company.email).toMatch(/^[^@\s]+@example\.com$/);
    }
    expect(data.transactions.map((entry) => entry.kind)).toEqual([...transactionKinds]);
    expect(data.orders.total).toBe(sum(data.orders.series));
    expect(data.profit.total).toBe(sum(data.profit.series));
  });
});
