import type { DomainRole, DomainUser, Invite } from '@cubus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const adminKeys = {
  users: (search: string) => ['admin', 'users', search] as const,
  invites: ['admin', 'invites'] as const,
  domain: ['admin', 'domain'] as const,
};

async function post<T>(path: string, body: object = {}): Promise<T> {
  const { data } = await apiClient.post<T>(path, body);
  return data;
}

export function useDomainUsers(search: string) {
  return useQuery({
    queryKey: adminKeys.users(search),
    queryFn: () =>
      post<{ rows: DomainUser[] }>('/api/admin/users', search ? { search } : {}).then(
        (answer) => answer.rows,
      ),
  });
}

export type UserAction =
  | { kind: 'set-role'; userId: string; role: DomainRole }
  | { kind: 'block'; userId: string; blocked: boolean }
  | { kind: 'reset-second-factor'; userId: string }
  | { kind: 'remove'; userId: string };

/** One call per row action; the user list reloads after each. */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: UserAction) => post<object>(`/api/admin/users/${kind}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export function useInvites() {
  return useQuery({
    queryKey: adminKeys.invites,
    queryFn: () => post<{ rows: Invite[] }>('/api/admin/invites').then((answer) => answer.rows),
  });
}

export interface NewInvite {
  email?: string;
  role: DomainRole;
  expiresInDays: number;
}

export function useCreateInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewInvite) =>
      post<{ invite: Invite; link: string }>('/api/admin/invites/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.invites }),
  });
}

export function useRevokeInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => post<object>('/api/admin/invites/revoke', { inviteId }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.invites }),
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
