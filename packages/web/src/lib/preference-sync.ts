import type { accountRoutes, RouteBody } from '@cubus/shared';
import { accountPaths } from '@cubus/shared/route-paths';
import { callRoute } from './api-client';
import { i18n, isLanguage } from './i18n';
import { useLayoutStore } from './layout-store';
import { useSessionStore } from './session-store';
import { rememberSavedPreferences, savedPreferences } from './user-preferences';

function save(patch: RouteBody<typeof accountRoutes.updateProfile>): void {
  if (!useSessionStore.getState().session) return;
  rememberSavedPreferences(patch as never);
  void callRoute(accountPaths.updateProfile, patch, { showErrorToast: false }).catch(() => {
    // The local choice still holds; the next change tries again.
  });
}

/**
 * While signed in, a language or skin chosen anywhere (navbar, customizer, account page) is kept on the
 * server too, so it follows the user to the next sign-in. Returns the unsubscribe.
 */
export function syncPreferences(): () => void {
  const onLanguage = (language: string) => {
    if (isLanguage(language) && savedPreferences().locale !== language) save({ locale: language });
  };
  i18n.on('languageChanged', onLanguage);
  const unsubscribe = useLayoutStore.subscribe((state, previous) => {
    if (state.skin !== previous.skin && savedPreferences().skin !== state.skin) save({ skin: state.skin });
  });
  return () => {
    i18n.off('languageChanged', onLanguage);
    unsubscribe();
  };
}
