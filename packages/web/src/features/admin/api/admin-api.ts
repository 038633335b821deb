import { adminRoutes, type DomainRole, type RouteBody } from '@cubus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

export const adminKeys = {
  domain: ['admin', 'domain'] as const,
};

export type UserAction =
  | { kind: 'set-role'; userId: string; role: DomainRole }
  | { kind: 'block'; userId: string; blocked: boolean }
  | { kind: 'reset-second-factor'; userId: string }
  | { kind: 'remove'; userId: string };

function userCall(action: UserAction) {
  switch (action.kind) {
    case 'set-role':
      return callRoute(adminRoutes.setRole, { userId: action.userId, role: action.role });
    case 'block':
      return callRoute(adminRoutes.block, { userId: action.userId, blocked: action.blocked });
    case 'reset-second-factor':
      return callRoute(adminRoutes.resetSecondFactor, { userId: action.userId });
    case 'remove':
      return callRoute(adminRoutes.remove, { userId: action.userId });
  }
}

/** One call per row action; the screen reloads its grid after each. */
export function useUserAction() {
  return useMutation({ mutationFn: userCall });
}

export type NewInvite = RouteBody<typeof adminRoutes.createInvite>;

/** Creates an invite; the screens showing invites reload their grid themselves. */
export function useCreateInvite() {
  return useMutation({ mutationFn: (body: NewInvite) => callRoute(adminRoutes.createInvite, body) });
}

export function useRevokeInvite() {
  return useMutation({ mutationFn: (inviteId: string) => callRoute(adminRoutes.revokeInvite, { inviteId }) });
}

export function useDomainSettings() {
  return useQuery({ queryKey: adminKeys.domain, queryFn: () => callRoute(adminRoutes.domain, {}) });
}

export function useUpdateDomainSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof adminRoutes.updateDomain>) =>
      callRoute(adminRoutes.updateDomain, body),
    onSuccess: (data) => client.setQueryData(adminKeys.domain, data),
  });
}
