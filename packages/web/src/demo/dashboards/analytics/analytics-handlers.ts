import { HttpResponse, http } from 'msw';
import { analyticsData } from './analytics-data';

/** The analytics dashboard's call (SPEC §7). */
export const analyticsHandlers = [http.get('/analytics/data', () => HttpResponse.json(analyticsData()))];
