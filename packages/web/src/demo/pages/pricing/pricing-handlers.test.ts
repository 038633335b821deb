import { describe, expect, it } from 'vitest';
import { mockRequest } from '../../mocks/mock-request';
import type { FaqQuestion } from '../faq/faq-data';
import type { PricingPlan } from './pricing-data';
import { pricingHandlers } from './pricing-handlers';

describe('GET /pricing/data (SPEC §7, §9)', () => {
  it('gives the three plans at SPEC prices, Standard the popular one', async () => {
    const answer = await mockRequest(pricingHandlers, 'GET', '/pricing/data');
    expect(answer.status).toBe(200);
    const { plans, questions } = answer.body as { plans: PricingPlan[]; questions: FaqQuestion[] };
    const prices = plans.map(({ id, monthlyPrice, yearly, popular }) => ({
      id,
      monthlyPrice,
      yearly,
      popular,
    }));
    expect(prices).toEqual([
      { id: 'basic', monthlyPrice: 0, yearly: { perMonth: 0, total: 0 }, popular: false },
      { id: 'standard', monthlyPrice: 49, yearly: { perMonth: 40, total: 480 }, popular: true },
      { id: 'enterprise', monthlyPrice: 99, yearly: { perMonth: 80, total: 960 }, popular: false },
    ]);
    expect(questions.length).toBeGreaterThan(0);
  });
});
