import type { Session } from '@cubus/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTokens } from './auth-tokens';
import { loadedSession } from './session-ready';
import { useSessionStore } from './session-store';

const session: Session = {
  domain: { id: 'd1', name: 'Demo' },
  user: { id: 'u1', username: 'admin', email: 'admin@cubus.local', fullName: 'Admin', locale: 'en' },
  role: 'admin',
  domains: [{ id: 'd1', name: 'Demo', role: 'admin' }],
  rules: [{ action: 'manage', subject: 'all' }],
};

describe('loadedSession', () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  });

  it('waits for whoami and answers its session', async () => {
    let answered: Session | null | undefined;
    const waiting = loadedSession().then((value) => {
      answered = value;
    });
    await Promise.resolve();
    expect(answered).toBeUndefined();
    useSessionStore.getState().setSession(session);
    await waiting;
    expect(answered).toEqual(session);
    expect(await loadedSession()).toEqual(session);
  });

  it('answers null when whoami failed', async () => {
    const waiting = loadedSession();
    useSessionStore.getState().setSessionError(new Error('whoami failed'));
    expect(await waiting).toBeNull();
  });
});
