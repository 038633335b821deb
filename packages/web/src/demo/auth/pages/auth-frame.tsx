import { LockOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type RouteName, routePath } from '../../../lib/routes';
import './auth-pages.css';

export type AuthVariant = 'v1' | 'v2';
export type AuthPage = 'login' | 'register' | 'forgot-password' | 'reset-password';

/** v1 or v2 of the page shown, from its address (…/login-v2). */
export function useAuthVariant(): AuthVariant {
  return useLocation().pathname.endsWith('-v2') ? 'v2' : 'v1';
}

/** The address of another sign-in page in the same variant. */
export const authPath = (page: AuthPage, variant: AuthVariant) =>
  routePath(`auth-${page}-${variant}` as RouteName);

/**
 * A sign-in sample's frame: v1 a centred card, v2 an illustration beside the form (DESIGN §7). A note
 * says it is the template's sample, so no one takes it for the product's own sign-in.
 */
export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('demo');
  const variant = useAuthVariant();
  useEffect(() => {
    document.title = `${title} · Cubus`;
  }, [title]);
  const form = (
    <section
      className={variant === 'v1' ? 'auth-card' : 'demo-auth-split__form'}
      aria-labelledby="demo-auth-title"
    >
      <div className="auth-card__brand">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span>{t('authDemo.brand')}</span>
      </div>
      <h1 id="demo-auth-title" className="auth-card__title">
        {title}
      </h1>
      <p className="auth-card__subtitle">{subtitle}</p>
      <Alert type="info" className="demo-auth-note" title={t('authDemo.note')} />
      {children}
    </section>
  );
  if (variant === 'v1') return form;
  return (
    <div className="demo-auth-split">
      <div className="demo-auth-split__art" aria-hidden="true">
        <LockOutlined />
      </div>
      {form}
    </div>
  );
}
