import { HttpResponse, http } from 'msw';
import { cardStatistics } from './card-statistics-data';

/** The statistic cards' call (SPEC §7 "card statistics"). */
export const cardStatisticsHandlers = [
  http.get('/card/card-statistics', () => HttpResponse.json(cardStatistics())),
];
