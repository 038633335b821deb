import type { LoginResponse } from '@cubus/shared';
import type { AxiosInstance } from 'axios';
import { apiClient } from './api-client';
import { completeSignIn } from './sign-in';

/**
 * POST /api/switch-domain: new tokens and session for another domain of the user. The session change
 * empties the query cache (see `resetCacheOnScopeChange`); the caller then goes to the dashboard.
 */
export async function switchDomain(
  domainId: string,
  client: AxiosInstance = apiClient,
): Promise<LoginResponse> {
  const { data } = await client.post<LoginResponse>('/api/switch-domain', { domainId });
  completeSignIn(data, { preferences: false });
  return data;
}
