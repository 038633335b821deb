import { useTranslation } from 'react-i18next';
import { config } from '../../lib/config';
import { useLayoutStore } from '../../lib/layout-store';

export function AppFooter() {
  const { t } = useTranslation();
  const footerType = useLayoutStore((s) => s.footerType);
  if (footerType === 'hidden') return null;
  return (
    <footer className={`app-footer app-footer--${footerType}`} data-testid="footer">
      <span>{t('app.footer', { year: new Date().getFullYear() })}</span>
      <span>{t('app.version', { version: config.version })}</span>
    </footer>
  );
}
