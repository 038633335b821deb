import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../lib/routes';

/** A screen's title (the page's only h1) and its breadcrumb from Home. */
export function PageHeader({ title, trail = [] }: { title: string; trail?: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="page-header">
      <h1 className="page-header__title">{title}</h1>
      <Breadcrumb
        aria-label={t('app.breadcrumb')}
        items={[
          { title: <Link to={pathFor('dashboard-cubus')}>{t('screens.home')}</Link> },
          ...trail.map((item) => ({ title: item })),
          { title },
        ]}
      />
    </div>
  );
}
