import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * One of the dashboard's panels: its heading, an "Open" link to the screen it summarises, and its
 * content. Plain markup: antd's Card brings its tabs (and their dropdown) into the first visit.
 */
export function DashboardCard({
  title,
  to,
  testId,
  children,
}: {
  title: string;
  to: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <section className="dashboard-card" aria-labelledby={heading} data-testid={testId}>
      <header className="dashboard-card__head">
        <h2 id={heading}>{title}</h2>
        <Link to={to}>{t('dashboard.open')}</Link>
      </header>
      <div className="dashboard-card__body">{children}</div>
    </section>
  );
}
