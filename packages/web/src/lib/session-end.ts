import { clearTokens, getRefreshToken, getToken } from './auth-tokens';
import { useSessionStore } from './session-store';

/** `signedOut`: the user asked to leave, so there is no page to come back to after signing in. */
type SessionEndListener = (ending: { signedOut: boolean }) => void;

let listener: SessionEndListener | null = null;

/** The app registers how to leave for the login page; lib code cannot import the router. */
export function onSessionEnd(next: SessionEndListener | null): void {
  listener = next;
}

let signingOut = false;

/**
 * A sign-out has begun: a call in flight that fails once the server revokes the tokens ends the
 * session as that sign-out, not as an expiry that would bring the user back to this page.
 */
export function beginSignOut(): void {
  signingOut = true;
}

/** Ends the session locally (tokens and state) and sends the user to sign in; no error means a sign-out. */
export function endSession(error?: unknown): void {
  // A call of a session that already ended (a sign-out) failing late is not an expiry: ending it
  // again would send the user to sign in with a way back to this page.
  if (error !== undefined && getToken() === null && getRefreshToken() === null) return;
  const signedOut = error === undefined || signingOut;
  signingOut = false;
  clearTokens();
  const store = useSessionStore.getState();
  if (error === undefined) store.clearSession();
  else store.setSessionError(error);
  listener?.({ signedOut });
}
