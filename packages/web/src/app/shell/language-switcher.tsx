import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames, languageOf, languages } from '../../lib/i18n';

/**
 * en, ru, de, fr, pt; i18n remembers the choice and antd's locale follows it. A native select:
 * keyboard and screen readers know it, and it keeps the login page's first load small.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = languageOf(i18n);
  return (
    <span className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('navbar.language')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={current}
        data-testid="language-switcher"
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
      >
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {languageNames[lng]}
          </option>
        ))}
      </select>
    </span>
  );
}
