import type { Profile } from '@cubus/shared';
import { accountPaths } from '@cubus/shared/route-paths';
import { callRoute } from './api-client';
import { i18n, isLanguage } from './i18n';
import { skins } from './layout-settings';
import { useLayoutStore } from './layout-store';

type Preferences = Partial<Pick<Profile, 'locale' | 'skin'>>;

/** What the server holds for the signed-in user, so a change made here is only sent when it differs. */
let saved: Preferences = {};

export function savedPreferences(): Preferences {
  return saved;
}

/** Records what the server now holds (after reading or saving the profile). */
export function rememberSavedPreferences(next: Preferences): void {
  saved = { ...saved, ...next };
}

export function forgetSavedPreferences(): void {
  saved = {};
}

/** Applies the user's language and skin to the console (and so to local storage). */
export function applyPreferences(preferences: Preferences): void {
  rememberSavedPreferences(preferences);
  if (isLanguage(preferences.locale) && i18n.language !== preferences.locale)
    void i18n.changeLanguage(preferences.locale);
  const skin = preferences.skin;
  if (skin && (skins as readonly string[]).includes(skin) && useLayoutStore.getState().skin !== skin)
    useLayoutStore.getState().update({ skin });
}

/** After a sign-in: the language and skin the user keeps on the server follow them to this browser. */
export async function applySavedPreferences(): Promise<void> {
  try {
    const data = await callRoute(accountPaths.profile, {}, { showErrorToast: false });
    applyPreferences({ locale: data.locale, skin: data.skin });
  } catch {
    // The console works with the local choice when the profile cannot be read.
  }
}
