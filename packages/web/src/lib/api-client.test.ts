import { healthCheckRoute } from '@cubus/shared';
import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer, createApiClient, refreshPath } from './api-client';
import { clearTokens, getToken, setTokens } from './auth-tokens';
import { onSessionEnd } from './session-end';
import { storageKeys } from './storage-keys';

type Reply = { status: number; data: unknown };

/** An axios adapter that answers from a handler, so the client runs its real interceptors. */
function adapterOf(handler: (config: InternalAxiosRequestConfig) => Promise<Reply> | Reply): AxiosAdapter {
  return async (config) => {
    const { status, data } = await handler(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, undefined, config, null, response);
    return response;
  };
}

const bearer = (config: InternalAxiosRequestConfig) => String(config.headers.get('Authorization'));

describe('api client refresh queue', () => {
  beforeEach(() => setTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' }));
  afterEach(() => onSessionEnd(null));

  it('refreshes once for two parallel 401s and replays both with the new token', async () => {
    let refreshes = 0;
    const seen: string[] = [];
    const client = createApiClient({
      baseURL: 'http://cubus.test',
      notifyError: vi.fn(),
      adapter: adapterOf(async (config) => {
        if (config.url === refreshPath) {
          refreshes += 1;
          expect(JSON.parse(config.data)).toEqual({ refreshToken: 'refresh-1' });
          await new Promise((resolve) => setTimeout(resolve, 10));
          return { status: 200, data: { accessToken: 'new-access', refreshToken: 'refresh-2' } };
        }
        seen.push(`${config.url} ${bearer(config)}`);
        return bearer(config) === 'Bearer new-access'
          ? { status: 200, data: { ok: config.url } }
          : { status: 401, data: { error: { code: 'unauthorized', message: 'Unauthorized' } } };
      }),
    });

    const [a, b] = await Promise.all([client.post('/api/qry', {}), client.post('/api/whoami', {})]);

    expect(refreshes).toBe(1);
    expect(a.data).toEqual({ ok: '/api/qry' });
    expect(b.data).toEqual({ ok: '/api/whoami' });
    expect(seen.filter((s) => s.endsWith('new-access')).sort()).toEqual([
      '/api/qry Bearer new-access',
      '/api/whoami Bearer new-access',
    ]);
    expect(getToken()).toBe('new-access');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('new-access');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
  });

  it('ends the session when the refresh fails, rejecting every waiting call', async () => {
    const ended = vi.fn();
    onSessionEnd(ended);
    let refreshes = 0;
    const client = createApiClient({
      notifyError: vi.fn(),
      adapter: adapterOf((config) => {
        if (config.url === refreshPath) {
          refreshes += 1;
          return {
            status: 401,
            data: { error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' } },
          };
        }
        return { status: 401, data: { error: { code: 'unauthorized', message: 'Unauthorized' } } };
      }),
    });

    const results = await Promise.allSettled([client.post('/api/qry', {}), client.post('/api/qry', {})]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(refreshes).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('never refreshes for a failed login, and toasts unless the call opts out', async () => {
    const notifyError = vi.fn();
    const client = createApiClient({
      notifyError,
      adapter: adapterOf(() => ({
        status: 401,
        data: { error: { code: 'invalid_credentials', message: 'x' } },
      })),
    });

    await expect(client.post('/api/login', {})).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledTimes(1);
    await expect(client.post('/api/login', {}, { showErrorToast: false })).rejects.toThrow();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('old-access');
  });

  it('puts the current token in the body of a call that carries it (whoami)', async () => {
    const bodies: unknown[] = [];
    const client = createApiClient({
      adapter: adapterOf((config) => {
        bodies.push(JSON.parse(config.data));
        return { status: 200, data: {} };
      }),
    });
    await client.post('/api/whoami', {}, { tokenInBody: true });
    expect(bodies).toEqual([{ token: 'old-access' }]);
  });

  it('does not bring tokens back when the user signed out while a refresh ran', async () => {
    let answerRefresh: (() => void) | undefined;
    const client = createApiClient({
      notifyError: vi.fn(),
      adapter: adapterOf(async (config) => {
        if (config.url === refreshPath) {
          await new Promise<void>((resolve) => {
            answerRefresh = resolve;
          });
          return { status: 200, data: { accessToken: 'late-access', refreshToken: 'late-refresh' } };
        }
        return { status: 401, data: { error: { code: 'unauthorized', message: 'Unauthorized' } } };
      }),
    });

    const call = client.post('/api/qry', {});
    await vi.waitFor(() => expect(answerRefresh).toBeDefined());
    clearTokens();
    answerRefresh?.();

    await expect(call).rejects.toThrow();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });
});

describe('answer check of a development build', () => {
  it("passes an answer of the route's schema and throws, naming the route, on one outside it", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      checkAnswer(healthCheckRoute.path, healthCheckRoute.answer, {
        status: 'ok',
        version: '1.0.0',
        uptime: 3,
      }),
    ).not.toThrow();
    expect(() =>
      checkAnswer(healthCheckRoute.path, healthCheckRoute.answer, { status: 'ok', version: 1 }),
    ).toThrow(/\/api\/health/);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
