import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../lib/routes';

/** A step of a breadcrumb: a section's name, or a screen's with its address (a real link). */
export type Crumb = string | { title: string; to: string };

/** A screen's title (the page's only h1) and its breadcrumb from Home. */
export function PageHeader({ title, trail = [] }: { title: string; trail?: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <div className="page-header">
      <h1 className="page-header__title">{title}</h1>
      <Breadcrumb
        aria-label={t('app.breadcrumb')}
        items={[
          { title: <Link to={pathFor('dashboard-cubus')}>{t('screens.home')}</Link> },
          ...trail.map((crumb) => ({
            title: typeof crumb === 'string' ? crumb : <Link to={crumb.to}>{crumb.title}</Link>,
          })),
          { title },
        ]}
      />
    </div>
  );
}
