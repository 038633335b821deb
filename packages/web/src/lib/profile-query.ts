import { accountPaths } from '@cubus/shared/route-paths';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './api-client';

/** One cache entry for the signed-in user's profile: the account page edits it, the navbar shows it. */
export const profileKey = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => callRoute(accountPaths.profile, {}) });
}
