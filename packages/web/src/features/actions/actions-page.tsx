import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function Component() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('menu.actions')} detail={t('screens.details.actions')} />;
}
