import type { LoginResponse } from '@cubus/shared';
import { setTokens } from './auth-tokens';
import { useSessionStore } from './session-store';

/**
 * Keeps what a sign-in answered (login, second factor, register, domain switch): the tokens and the
 * session; then the user's saved language and skin follow them to this browser. That part loads on
 * demand: the login page's first load stays small.
 */
export function completeSignIn(answer: LoginResponse, options: { preferences?: boolean } = {}): void {
  setTokens(answer);
  useSessionStore.getState().setSession(answer.session);
  if (options.preferences === false) return;
  void import('./user-preferences').then(
    ({ applyPreferences, applySavedPreferences, forgetSavedPreferences }) => {
      forgetSavedPreferences();
      applyPreferences({ locale: answer.session.user.locale });
      return applySavedPreferences();
    },
    () => {
      // Without the module the console keeps the local choices.
    },
  );
}
