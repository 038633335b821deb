import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

/** /pages/miscellaneous/under-maintenance: the notice a site shows while it is down for work. */
export function Component() {
  const { t } = useTranslation('demo');
  return (
    <MiscPage status="warning" title={t('misc.maintenance.title')} message={t('misc.maintenance.message')} />
  );
}
