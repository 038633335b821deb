import type { Session } from '@cubus/shared';
import { getToken } from './auth-tokens';
import { useSessionStore } from './session-store';

/** The session once whoami has answered; null when it failed or the user signed out. */
export function loadedSession(): Promise<Session | null> {
  const now = useSessionStore.getState();
  if (now.loaded || now.status === 'error') return Promise.resolve(now.session);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (!state.loaded && state.status !== 'error' && getToken()) return;
      stop();
      resolve(state.session);
    });
  });
}
