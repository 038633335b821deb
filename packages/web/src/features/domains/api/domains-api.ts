import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface DomainRow {
  id: string;
  name: string;
  status: 'active' | 'suspended';
  users: number;
  createdAt: string;
}

const key = ['root', 'domains'] as const;

async function post<T>(path: string, body: object = {}): Promise<T> {
  const { data } = await apiClient.post<T>(path, body);
  return data;
}

/** ROOT MENU → Domains: every domain of the installation (root only). */
export function useAllDomains(enabled: boolean) {
  return useQuery({
    queryKey: key,
    enabled,
    queryFn: () => post<{ rows: DomainRow[] }>('/api/root/domains').then((answer) => answer.rows),
  });
}

export type DomainChange =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; domainId: string; name: string }
  | { kind: 'suspend'; domainId: string; suspended: boolean }
  | { kind: 'delete'; domainId: string; confirmName: string };

export function useDomainChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: DomainChange) => post<object>(`/api/root/domains/${kind}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
