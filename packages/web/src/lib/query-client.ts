import { QueryClient } from '@tanstack/react-query';
import { type SessionState, scopeOf, useSessionStore } from './session-store';

/** Server state of the signed-in screens. Errors toast through the api client, not here. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});

/**
 * Empties the cache whenever the user or the domain changes (domain switch, sign-out, another sign-in),
 * so no screen ever shows one domain's data in another. Returns the unsubscribe.
 * The calls made before any session is known (a reload, until whoami answers) were made with the
 * stored token, whose user and domain that answer names: they stay. Emptying the cache would
 * cancel those in flight, and a screen waiting on one, which nothing asks to render again, would
 * stay at "Loading…". Should that answer end the session instead, what they brought is dropped.
 */
export function resetCacheOnScopeChange(client: QueryClient = queryClient): () => void {
  const check = (state: Pick<SessionState, 'session' | 'status'>) => {
    const next = scopeOf(state);
    const held = cachedScope.get(client);
    cachedScope.set(client, next);
    // From a known session: another one (or none) empties it, a whoami refresh of the same keeps it.
    // From none: only a session that ended instead of arriving empties it.
    if (held ? next !== held : state.status === 'error') client.clear();
  };
  // The scope outlives the subscription: a shell mounted after someone else signed in starts empty.
  check(useSessionStore.getState());
  return useSessionStore.subscribe(check);
}

/** Whose data each cache holds, kept between the shell's mounts. */
const cachedScope = new WeakMap<QueryClient, string | null>();
