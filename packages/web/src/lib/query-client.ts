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
 */
export function resetCacheOnScopeChange(client: QueryClient = queryClient): () => void {
  const check = (state: Pick<SessionState, 'session'>) => {
    const next = scopeOf(state);
    // A whoami refresh of the same session keeps the cache.
    if (next === cachedScope.get(client)) return;
    if (cachedScope.has(client)) client.clear();
    cachedScope.set(client, next);
  };
  // The scope outlives the subscription: a shell mounted after someone else signed in starts empty.
  check(useSessionStore.getState());
  return useSessionStore.subscribe(check);
}

/** Whose data each cache holds, kept between the shell's mounts. */
const cachedScope = new WeakMap<QueryClient, string | null>();
