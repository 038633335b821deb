import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from './auth-fields';
import { AuthFrame, authPath, useAuthVariant } from './auth-frame';
import { useJwtForm } from './use-jwt-form';

/** /pages/authentication/forgot-password-v1 and -v2: asks the mock for a reset link; the answer never tells who has an account. */
export function Component() {
  const { t } = useTranslation('demo');
  const variant = useAuthVariant();
  const { form, busy, done, failed, submit } = useJwtForm<{ email: string }, { sent: boolean }>(
    '/jwt/forgot-password',
  );
  const [email, setEmail] = useState('');

  return (
    <AuthFrame title={t('authDemo.forgot.title')} subtitle={t('authDemo.forgot.subtitle')}>
      {done ? (
        <>
          <Alert type="success" role="status" showIcon title={t('authDemo.forgot.done', { email })} />
          <p className="auth-card__footer">
            <Link to={authPath('reset-password', variant)}>{t('authDemo.forgot.toReset')}</Link>
          </p>
        </>
      ) : (
        <Form<{ email: string }>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => {
            setEmail(values.email.trim());
            void submit(values);
          }}
        >
          {failed && <Alert type="error" showIcon title={t('authDemo.failed')} className="demo-auth-note" />}
          <EmailField />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('authDemo.forgot.submit')}
          </Button>
        </Form>
      )}
      <p className="auth-card__footer">
        <Link to={authPath('login', variant)}>{t('authDemo.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
