import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface DomainRow {
  id: string;
  name: string;
  status: 'active' | 'suspended';
  users: number;
  createdAt: string;
}

async function post<T>(path: string, body: object = {}): Promise<T> {
  const { data } = await apiClient.post<T>(path, body);
  return data;
}

export type DomainChange =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; domainId: string; name: string }
  | { kind: 'suspend'; domainId: string; suspended: boolean }
  | { kind: 'delete'; domainId: string; confirmName: string };

/** One call per change; the screen reloads its grid after each. */
export function useDomainChange() {
  return useMutation({
    mutationFn: ({ kind, ...body }: DomainChange) => post<object>(`/api/root/domains/${kind}`, body),
  });
}
