import type { Session } from '@cubus/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './session-store';

const session: Session = {
  domain: { id: 'd1', name: 'Demo' },
  user: { id: 'u1', username: 'admin', email: 'admin@cubus.local', fullName: 'Admin', locale: 'en' },
  role: 'root',
  domains: [{ id: 'd1', name: 'Demo', role: 'root' }],
  rules: [{ action: 'manage', subject: 'all' }],
};

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clearSession());

  it('starts in init, not loaded', () => {
    expect(useSessionStore.getState()).toMatchObject({ status: 'init', loaded: false, session: null });
  });

  it('setSession → loaded', () => {
    useSessionStore.getState().setSession(session);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'loaded',
      loaded: true,
      session,
      error: null,
    });
  });

  it('setSessionError → error, without a session', () => {
    useSessionStore.getState().setSession(session);
    const error = new Error('whoami failed');
    useSessionStore.getState().setSessionError(error);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'error',
      loaded: false,
      session: null,
      error,
    });
  });

  it('clearSession marks it not loaded', () => {
    useSessionStore.getState().setSession(session);
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({ loaded: false, session: null });
  });
});
