import type { RouteObject } from 'react-router';
import { screen } from '../../app/screen-route';

/** The charts and maps showcases (SPEC §2): each library's page in its own chunk, with the library. */
export const chartsAndMapsRoutes: RouteObject[] = [
  screen('charts-apex-chart', () => import('./apex-chart-page')),
  screen('charts-chartjs', () => import('./chartjs-page')),
  screen('charts-echart', () => import('./echart-page')),
  screen('maps-leaflet', () => import('../maps/leaflet-page')),
];
