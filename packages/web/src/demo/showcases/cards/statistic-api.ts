import { useQuery } from '@tanstack/react-query';
import type { CardStatistics } from '../../cards/card-statistics-data';
import { demoCall } from '../../demo-api';

/** GET /card/card-statistics (SPEC §7), the statistic and analytic cards' figures. */
export function useCardStatistics() {
  return useQuery({
    queryKey: ['template-demo', 'card-statistics'],
    queryFn: () => demoCall<CardStatistics>('GET', '/card/card-statistics'),
  });
}
