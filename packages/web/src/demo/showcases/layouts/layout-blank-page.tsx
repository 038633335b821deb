import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';

/** /page-layouts/layout-blank: the whole page without the shell, in the full-page layout. */
export function Component() {
  // The full-page layout loads none of the console's menu strings: the title is the demo's own.
  const { t } = useTranslation('demo');
  const title = t('pageLayouts.blankTitle');
  usePageTitle(title);
  return (
    <div className="demo-blank">
      <h1>{title}</h1>
      <p>{t('pageLayouts.about.layout-blank')}</p>
      <Link to={pathFor('page-layouts-collapsed-menu')}>{t('pageLayouts.leave')}</Link>
    </div>
  );
}
