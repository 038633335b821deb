import type { DomainRole, Invite } from '@cubus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const adminKeys = {
  domain: ['admin', 'domain'] as const,
};

async function post<T>(path: string, body: object = {}): Promise<T> {
  const { data } = await apiClient.post<T>(path, body);
  return data;
}

export type UserAction =
  | { kind: 'set-role'; userId: string; role: DomainRole }
  | { kind: 'block'; userId: string; blocked: boolean }
  | { kind: 'reset-second-factor'; userId: string }
  | { kind: 'remove'; userId: string };

/** One call per row action; the screen reloads its grid after each. */
export function useUserAction() {
  return useMutation({
    mutationFn: ({ kind, ...body }: UserAction) => post<object>(`/api/admin/users/${kind}`, body),
  });
}

export interface NewInvite {
  email?: string;
  role: DomainRole;
  expiresInDays: number;
}

/** Creates an invite; the screens showing invites reload their grid themselves. */
export function useCreateInvite() {
  return useMutation({
    mutationFn: (body: NewInvite) =>
      post<{ invite: Invite; link: string }>('/api/admin/invites/create', body),
  });
}

export function useRevokeInvite() {
  return useMutation({
    mutationFn: (inviteId: string) => post<object>('/api/admin/invites/revoke', { inviteId }),
  });
}

export interface DomainSettings {
  id: string;
  name: string;
  status: 'active' | 'suspended';
  defaultLocale: string;
  createdAt: string;
}

export function useDomainSettings() {
  return useQuery({ queryKey: adminKeys.domain, queryFn: () => post<DomainSettings>('/api/admin/domain') });
}

export function useUpdateDomainSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; defaultLocale?: string }) =>
      post<DomainSettings>('/api/admin/domain/update', body),
    onSuccess: (data) => client.setQueryData(adminKeys.domain, data),
  });
}
