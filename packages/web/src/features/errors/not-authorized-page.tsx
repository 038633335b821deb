import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      status="403"
      title={t('pages.notAuthorized.title')}
      message={t('pages.notAuthorized.message')}
    />
  );
}
