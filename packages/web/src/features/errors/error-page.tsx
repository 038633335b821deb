import { Button, Result } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdTheme } from '../../components/antd-theme';
import { pathFor } from '../../lib/routes';

/** A full-layout error screen with a way back home. */
export function ErrorPage({
  status,
  title,
  message,
}: {
  status: ResultStatusType;
  title: string;
  message: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${title} · Cubus`;
  }, [title]);
  return (
    <AntdTheme>
      <Result
        className="error-page"
        status={status}
        title={<h1 className="error-page__title">{title}</h1>}
        subTitle={message}
        extra={
          <Button type="primary" onClick={() => navigate(pathFor('dashboard-cubus'))}>
            {t('screens.backHome')}
          </Button>
        }
      />
    </AntdTheme>
  );
}
