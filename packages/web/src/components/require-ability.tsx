import { useAbility } from '@casl/react';
import type { Action, Subject } from '@cubus/shared';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { AppAbility } from '../lib/abilities';
import { pathFor } from '../lib/routes';
import { useSessionStore } from '../lib/session-store';

/**
 * A screen that needs `action` on `subject`: until whoami answers the rules are unknown, so it waits;
 * without the right it goes to not-authorized. The server enforces the same rule on every call.
 */
export function RequireAbility({
  action,
  subject,
  children,
}: {
  action: Action;
  subject: Subject;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const loaded = useSessionStore((s) => s.loaded);
  if (!loaded) return <Spin className="page-spinner" aria-label={t('app.loading')} />;
  if (!ability.can(action, subject)) return <Navigate to={pathFor('not-authorized')} replace />;
  return children;
}
