import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function Component() {
  const { t } = useTranslation();
  return <ErrorPage status="404" title={t('pages.notFound.title')} message={t('pages.notFound.message')} />;
}
