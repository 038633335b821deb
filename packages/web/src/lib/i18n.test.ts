import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, storedLanguage } from './i18n';
import { storageKeys } from './storage-keys';

describe("the console's language", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("takes the browser's first preferred language the console speaks, by its base", () => {
    expect(browserLanguage(['es-ES', 'pt-BR', 'en'])).toBe('pt');
    expect(browserLanguage(['de-AT'])).toBe('de');
    expect(browserLanguage(['ja', 'zh-CN'])).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
  });

  it("follows the browser on a first visit, and the person's own choice after it", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-CA', 'en'] });
    expect(storedLanguage()).toBe('fr');
    localStorage.setItem(storageKeys.language, 'ru');
    expect(storedLanguage()).toBe('ru');
    localStorage.setItem(storageKeys.language, 'xx');
    expect(storedLanguage()).toBe('fr');
  });

  it('speaks English when the browser prefers none of its five languages', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['ja'] });
    expect(storedLanguage()).toBe('en');
  });
});
