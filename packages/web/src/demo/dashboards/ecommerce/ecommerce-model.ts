import type { TrendFigure } from '../analytics/analytics-model';

export const companyCategories = ['technology', 'grocery', 'fashion', 'furniture', 'sports'] as const;
export type CompanyCategory = (typeof companyCategories)[number];

export const browserNames = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Opera'] as const;

export const transactionKinds = ['wallet', 'bankTransfer', 'paypal', 'mastercard', 'transfer'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

export const earningSources = ['app', 'service', 'product'] as const;

/** One year of the revenue report: money in and out per month, and the year's budget. */
export interface RevenueYear {
  year: number;
  earning: number[];
  expense: number[];
  budget: number;
}

export interface TopCompany {
  id: number;
  name: string;
  email: string;
  category: CompanyCategory;
  views: number;
  revenue: number;
  /** Change of sales against the last period, in percent; negative when they fell. */
  salesChange: number;
}

/** GET /ecommerce/data (SPEC §7): the e-commerce dashboard's cards. */
export interface EcommerceData {
  congratulation: { name: string; saleToday: number };
  statistics: { sales: number; customers: number; products: number; revenue: number };
  orders: TrendFigure;
  profit: TrendFigure;
  earnings: { month: number; growth: number; shares: Record<(typeof earningSources)[number], number> };
  /** Oldest year first; the last is the sample data's year. */
  revenue: RevenueYear[];
  companies: TopCompany[];
  browsers: { name: (typeof browserNames)[number]; share: number }[];
  goal: { completed: number; inProgress: number };
  transactions: { kind: TransactionKind; amount: number }[];
}
