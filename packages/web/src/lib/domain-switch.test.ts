import type { LoginResponse, Session } from '@cubus/shared';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import axios, { type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRefreshToken, getToken, setTokens } from './auth-tokens';
import { switchDomain } from './domain-switch';
import { resetCacheOnScopeChange } from './query-client';
import { useSessionStore } from './session-store';

const user = {
  id: 'u1',
  username: 'admin',
  email: 'admin@cubus.local',
  fullName: 'Admin',
  locale: 'en' as const,
};
const domains = [
  { id: 'd1', name: 'Demo', role: 'admin' as const },
  { id: 'd2', name: 'Sandbox', role: 'admin' as const },
];
const sessionIn = (id: string, name: string): Session => ({
  domain: { id, name },
  user,
  role: 'admin',
  domains,
  rules: [{ action: 'manage', subject: 'all' }],
});

function clientAnswering(answer: LoginResponse) {
  const sent: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(JSON.parse(String(config.data)));
    return { status: 200, statusText: 'OK', data: answer, headers: {}, config };
  };
  return { client: axios.create({ adapter }), sent };
}

describe('domain switch', () => {
  let stop: () => void;
  let cache: QueryClient;

  beforeEach(() => {
    setTokens({ accessToken: 'a-demo', refreshToken: 'r-demo' });
    useSessionStore.getState().setSession(sessionIn('d1', 'Demo'));
    cache = new QueryClient();
    stop = resetCacheOnScopeChange(cache);
  });
  afterEach(() => {
    stop();
    useSessionStore.getState().clearSession();
  });

  it('stores the new tokens and session and empties the cache of the old domain', async () => {
    cache.setQueryData(['admin', 'users', ''], [{ id: 'demo-user' }]);
    const { client, sent } = clientAnswering({
      accessToken: 'a-sandbox',
      refreshToken: 'r-sandbox',
      session: sessionIn('d2', 'Sandbox'),
    });

    await switchDomain('d2', client);

    expect(sent).toEqual([{ domainId: 'd2' }]);
    expect(getToken()).toBe('a-sandbox');
    expect(getRefreshToken()).toBe('r-sandbox');
    expect(useSessionStore.getState().session?.domain.name).toBe('Sandbox');
    expect(cache.getQueryData(['admin', 'users', ''])).toBeUndefined();
  });

  it('keeps the cache when whoami refreshes the same session, and empties it on sign-out', () => {
    cache.setQueryData(['acl', 'matrix'], { roles: [] });
    useSessionStore.getState().setSession({ ...sessionIn('d1', 'Demo'), rules: [] });
    expect(cache.getQueryData(['acl', 'matrix'])).toEqual({ roles: [] });
    useSessionStore.getState().clearSession();
    expect(cache.getQueryData(['acl', 'matrix'])).toBeUndefined();
  });
});

describe('query cache scope', () => {
  it('empties a cache filled for another user when the shell subscribes again', () => {
    const cache = new QueryClient();
    useSessionStore.getState().setSession(sessionIn('d1', 'Demo'));
    resetCacheOnScopeChange(cache)();
    cache.setQueryData(['account', 'profile'], { username: 'admin' });
    useSessionStore.getState().setSession({ ...sessionIn('d1', 'Demo'), user: { ...user, id: 'u2' } });
    const stop = resetCacheOnScopeChange(cache);
    expect(cache.getQueryData(['account', 'profile'])).toBeUndefined();
    stop();
    useSessionStore.getState().clearSession();
  });

  it('lets a screen opened before whoami answered get its answer when the session arrives', async () => {
    useSessionStore.getState().clearSession();
    const cache = new QueryClient();
    // A reload: the shell subscribes before whoami has answered for the stored token.
    const stop = resetCacheOnScopeChange(cache);
    let answer = (_: { counts: number }) => {};
    const screen = new QueryObserver(cache, {
      queryKey: ['dashboard'],
      queryFn: () => new Promise<{ counts: number }>((resolve) => (answer = resolve)),
    });
    const shown: string[] = [];
    const unsubscribe = screen.subscribe((result) => shown.push(result.status));
    useSessionStore.getState().setSession(sessionIn('d1', 'Demo'));
    answer({ counts: 7 });
    await vi.waitFor(() => expect(screen.getCurrentResult().data).toEqual({ counts: 7 }));
    expect(shown.at(-1)).toBe('success');
    unsubscribe();
    stop();
    useSessionStore.getState().clearSession();
  });

  it('drops what was fetched before whoami answered when that answer ends the session', () => {
    useSessionStore.getState().clearSession();
    const cache = new QueryClient();
    const stop = resetCacheOnScopeChange(cache);
    cache.setQueryData(['account', 'profile'], { username: 'admin' });
    useSessionStore.getState().setSessionError(new Error('token revoked'));
    expect(cache.getQueryData(['account', 'profile'])).toBeUndefined();
    stop();
    useSessionStore.getState().clearSession();
  });
});
