import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setTokens } from './auth-tokens';
import { beginSignOut, endSession, onSessionEnd } from './session-end';

describe('the end of a session', () => {
  afterEach(() => onSessionEnd(null));

  it('ends an expired session with a way back to the page', () => {
    const ended = vi.fn();
    onSessionEnd(ended);
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    endSession(new Error('refresh failed'));
    expect(ended).toHaveBeenCalledWith({ signedOut: false });
    expect(getToken()).toBeNull();
  });

  it('treats a call failing during a sign-out, and one failing after it, as that sign-out', () => {
    const ended = vi.fn();
    onSessionEnd(ended);
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    beginSignOut();
    endSession(new Error('401 while signing out'));
    endSession();
    // A call made before the sign-out, answered after it: nothing more happens.
    endSession(new Error('No refresh token'));
    expect(ended.mock.calls).toEqual([[{ signedOut: true }], [{ signedOut: true }]]);
  });
});
