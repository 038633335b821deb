import { useQuery } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type { AnalyticsData } from './analytics-model';

export function useAnalyticsData() {
  return useQuery({
    queryKey: ['template-demo', 'analytics'],
    queryFn: () => demoCall<AnalyticsData>('GET', '/analytics/data'),
  });
}
