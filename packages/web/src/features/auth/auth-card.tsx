import { type ReactNode, useEffect } from 'react';
import { config } from '../../lib/config';

/** The frame every auth page shares: brand, title, subtitle and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · ${config.appName}`;
  }, [title]);
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <div className="auth-card__brand">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span>{config.appName}</span>
      </div>
      <h1 id="auth-card-title" className="auth-card__title">
        {title}
      </h1>
      <p className="auth-card__subtitle">{subtitle}</p>
      {children}
    </section>
  );
}
