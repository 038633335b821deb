import type { Session } from '@cubus/shared';
import { getToken } from './auth-tokens';
import { endSession } from './session-end';
import { useSessionStore } from './session-store';

let inflight: Promise<void> | null = null;

async function runCheck(): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    // Session plumbing, not a route of a table: whoami carries the token in its body (`tokenInBody`)
    // and its answer decides whether the session ends.
    // Loaded when first needed: the login page does not sign anyone in until its form is sent.
    const { apiClient } = await import('./api-client');
    const { data } = await apiClient.post<{ session?: Session }>(
      '/api/whoami',
      {},
      { tokenInBody: true, showErrorToast: false },
    );
    // Signed out while the check ran: its answer no longer matters.
    if (!getToken()) return;
    if (data?.session) useSessionStore.getState().setSession(data.session);
    else endSession(new Error('whoami answered without a session'));
  } catch (error) {
    if (getToken()) endSession(error);
  }
}

/** The guard's background whoami (SPEC §4); parallel navigations share one call. */
export function checkSession(): Promise<void> {
  inflight ??= runCheck().finally(() => {
    inflight = null;
  });
  return inflight;
}
