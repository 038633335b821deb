import { Button, Result } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../lib/routes';

/** A full-page sample (no shell): its heading, what it says, and a way back to the demo. */
export function MiscPage({
  status,
  title,
  message,
  children,
}: {
  status: ResultStatusType;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · Cubus`;
  }, [title]);
  return (
    <Result
      status={status}
      title={<h1 className="error-page__title">{title}</h1>}
      subTitle={message}
      extra={
        <>
          {children}
          <Button type="primary" onClick={() => navigate(pathFor('dashboard-analytics'))}>
            {t('misc.backToDemo')}
          </Button>
        </>
      }
    />
  );
}
