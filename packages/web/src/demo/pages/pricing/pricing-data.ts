/** The pricing page's plans, cheapest first. */
export const pricingPlanIds = ['basic', 'standard', 'enterprise'] as const;
export type PricingPlanId = (typeof pricingPlanIds)[number];

/** One plan of GET /pricing/data; amounts in US dollars, for the page to write the reader's way. */
export interface PricingPlan {
  id: PricingPlanId;
  monthlyPrice: number;
  /** Paid by the year: the price a month, and the year's total. */
  yearly: { perMonth: number; total: number };
  popular: boolean;
  /** What the plan gives; null users means as many as wanted. */
  benefits: { users: number | null; storageGb: number; support: 'community' | 'email' | 'phone' };
}

/** SPEC §9: a plan's monthly price and its price a month when paid by the year. */
function plan(
  id: PricingPlanId,
  monthlyPrice: number,
  perMonthYearly: number,
  benefits: PricingPlan['benefits'],
): PricingPlan {
  return {
    id,
    monthlyPrice,
    yearly: { perMonth: perMonthYearly, total: perMonthYearly * 12 },
    popular: id === 'standard',
    benefits,
  };
}

/** SPEC §9 pricing plans: Basic 0; Standard 49 or 40 a month yearly, popular; Enterprise 99 or 80. */
export const pricingPlans: PricingPlan[] = [
  plan('basic', 0, 0, { users: 1, storageGb: 5, support: 'community' }),
  plan('standard', 49, 40, { users: 10, storageGb: 100, support: 'email' }),
  plan('enterprise', 99, 80, { users: null, storageGb: 1000, support: 'phone' }),
];
