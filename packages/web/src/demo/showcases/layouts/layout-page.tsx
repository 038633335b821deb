import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LayoutOverride, usePageLayout } from '../../../lib/layout-override';
import { pathFor } from '../../../lib/routes';
import { ShowcasePage } from '../showcase-page';

/** A page-layout showcase: the shell as `override` says on this page only. */
export function LayoutShowcase({ page, override }: { page: string; override: LayoutOverride }) {
  const { t } = useTranslation('demo');
  usePageLayout(override);
  return (
    <ShowcasePage group="demoLayouts" page={page}>
      <Card>
        <p>{t(`pageLayouts.about.${page}`)}</p>
        <p>{t('pageLayouts.restored')}</p>
        <Link to={pathFor('card-basic')}>{t('pageLayouts.leave')}</Link>
      </Card>
    </ShowcasePage>
  );
}
