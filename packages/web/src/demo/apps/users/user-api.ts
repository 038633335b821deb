import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type { ListParams } from '../../use-list-params';
import type { DemoUser, UserPlan, UserRole, UserStatus } from './user-model';

export interface UserListParams extends ListParams {
  role: UserRole | '';
  plan: UserPlan | '';
  status: UserStatus | '';
}

export type UserInput = Omit<DemoUser, 'id' | 'avatar'>;

const usersKey = ['template-demo', 'users'] as const;

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...usersKey, 'list', params],
    queryFn: () => demoCall<{ users: DemoUser[]; total: number }>('GET', '/apps/user/users', params),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: [...usersKey, 'one', id],
    queryFn: () => demoCall<DemoUser>('GET', `/apps/user/users/${id}`),
    enabled: id !== undefined,
    retry: false,
  });
}

/** Creates (no id) or changes a user; every user view reads again afterwards. */
export function useSaveUser(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserInput) =>
      demoCall<{ user: DemoUser }>('POST', `/apps/user/users${id === undefined ? '' : `/${id}`}`, { user }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
