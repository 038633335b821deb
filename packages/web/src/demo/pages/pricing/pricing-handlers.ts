import { HttpResponse, http } from 'msw';
import { faqData } from '../faq/faq-data';
import { pricingPlans } from './pricing-data';

/** The pricing page's call (SPEC §7): the plans, and the FAQ's payment questions beneath them. */
export const pricingHandlers = [
  http.get('/pricing/data', () =>
    HttpResponse.json({
      plans: pricingPlans,
      questions: faqData().find((category) => category.topic === 'payment')?.questions ?? [],
    }),
  ),
];
