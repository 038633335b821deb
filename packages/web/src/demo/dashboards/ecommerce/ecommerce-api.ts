import { useQuery } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type { EcommerceData } from './ecommerce-model';

export function useEcommerceData() {
  return useQuery({
    queryKey: ['template-demo', 'ecommerce'],
    queryFn: () => demoCall<EcommerceData>('GET', '/ecommerce/data'),
  });
}
