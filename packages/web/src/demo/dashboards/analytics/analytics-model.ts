import type { DashboardPeriod } from '../dashboard-periods';

/** A count with its last seven days, for a small trend line. */
export interface TrendFigure {
  total: number;
  series: number[];
}

export const timelineKinds = ['invoicesPaid', 'clientMeeting', 'newProject'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** GET /analytics/data (SPEC §7): the analytics dashboard's cards. */
export interface AnalyticsData {
  congratulation: { name: string; salesGrowth: number };
  subscribersGained: TrendFigure;
  ordersReceived: TrendFigure;
  avgSessions: Record<DashboardPeriod, { sessions: number; growth: number; bars: number[] }>;
  /** Progress towards the month's goals, each in percent. */
  goals: { goal: number; users: number; retention: number; duration: number };
  supportTracker: Record<
    DashboardPeriod,
    { totalTickets: number; newTickets: number; openTickets: number; responseDays: number; completed: number }
  >;
  /** Sales and visits per month (first days, yyyy-mm-dd), for the radar. */
  sales: { months: string[]; sales: number[]; visits: number[] };
  timeline: { kind: TimelineKind; who: string; count: number; at: string }[];
}
