import { useTranslation } from 'react-i18next';

/** The first tab stop of every page: straight to the content, past the menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main-content">
      {t('app.skipToContent')}
    </a>
  );
}
