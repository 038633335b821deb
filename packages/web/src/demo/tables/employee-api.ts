import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatusTone } from '../../components/status-tag';
import { demoCall } from '../demo-api';
import type { EmployeeRow, EmployeeStatus } from './good-table-data';

/** Every row whose name or email holds `q`, as the mock searches them; the tables sort and page them. */
export function useEmployees(q: string) {
  return useQuery({
    queryKey: ['template-demo', 'good-table', q],
    queryFn: () => demoCall<{ rows: EmployeeRow[]; total: number }>('GET', '/good-table/basic', { q }),
    placeholderData: keepPreviousData,
  });
}

/** The tone of each status's tag (the product's status tags keep AA contrast in both skins). */
export const statusTones: Record<EmployeeStatus, StatusTone> = {
  current: 'info',
  professional: 'success',
  rejected: 'danger',
  resigned: 'warning',
  applied: 'accent',
};

export const tablePageSizes = [10, 20, 50];
