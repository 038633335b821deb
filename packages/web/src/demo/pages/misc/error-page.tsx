import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

/** /pages/miscellaneous/error: the notice a site shows when something broke on its side. */
export function Component() {
  const { t } = useTranslation('demo');
  return <MiscPage status="500" title={t('misc.error.title')} message={t('misc.error.message')} />;
}
