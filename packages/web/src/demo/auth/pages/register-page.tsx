import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MockUserData } from '../jwt-accounts';
import { EmailField, PasswordField } from './auth-fields';
import { AuthFrame, authPath, useAuthVariant } from './auth-frame';
import { useJwtForm } from './use-jwt-form';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

/** /pages/authentication/register-v1 and -v2: a new mock account, which can then sign in on the login sample. */
export function Component() {
  const { t } = useTranslation('demo');
  const variant = useAuthVariant();
  const { form, busy, done, failed, submit } = useJwtForm<RegisterValues, { userData: MockUserData }>(
    '/jwt/register',
  );

  return (
    <AuthFrame title={t('authDemo.register.title')} subtitle={t('authDemo.register.subtitle')}>
      {done ? (
        <Alert
          type="success"
          role="status"
          showIcon
          title={t('authDemo.register.done', { name: done.userData.username })}
        />
      ) : (
        <Form<RegisterValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={({ terms: _, ...values }) => void submit(values)}
        >
          {failed && <Alert type="error" showIcon title={t('authDemo.failed')} className="demo-auth-note" />}
          <Form.Item
            name="username"
            label={t('authDemo.fields.username')}
            rules={[{ required: true, whitespace: true, message: t('authDemo.messages.usernameMissing') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <EmailField />
          <PasswordField isNew="account" />
          <Form.Item
            name="terms"
            valuePropName="checked"
            rules={[
              {
                validator: (_, checked) =>
                  checked ? Promise.resolve() : Promise.reject(new Error(t('authDemo.register.termsNeeded'))),
              },
            ]}
          >
            <Checkbox>{t('authDemo.register.terms')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('authDemo.register.submit')}
          </Button>
        </Form>
      )}
      <p className="auth-card__footer">
        {t('authDemo.register.haveAccount')}{' '}
        <Link to={authPath('login', variant)}>{t('authDemo.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
