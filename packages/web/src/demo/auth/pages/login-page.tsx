import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MockUserData } from '../jwt-accounts';
import { PasswordField } from './auth-fields';
import { AuthFrame, authPath, useAuthVariant } from './auth-frame';
import { useJwtForm } from './use-jwt-form';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** /pages/authentication/login-v1 and -v2: the template's sign-in against the mock's demo accounts. */
export function Component() {
  const { t } = useTranslation('demo');
  const variant = useAuthVariant();
  const { form, busy, done, failed, submit, again } = useJwtForm<LoginValues, { userData: MockUserData }>(
    '/jwt/login',
  );

  return (
    <AuthFrame title={t('authDemo.login.title')} subtitle={t('authDemo.login.subtitle')}>
      {done ? (
        <>
          <Alert
            type="success"
            role="status"
            showIcon
            title={t('authDemo.login.done', { name: done.userData.fullName, role: done.userData.role })}
          />
          <Button className="demo-grid" block onClick={again}>
            {t('authDemo.login.again')}
          </Button>
        </>
      ) : (
        <Form<LoginValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ email: 'admin@demo.com', password: '', remember: true }}
          onFinish={(values) => void submit(values)}
        >
          <p className="demo-muted">{t('authDemo.login.accounts')}</p>
          {failed && <Alert type="error" showIcon title={t('authDemo.failed')} className="demo-auth-note" />}
          {/* No autocomplete: a password manager must not take the demo's accounts for the product's. */}
          <Form.Item
            name="email"
            label={t('authDemo.fields.email')}
            rules={[{ required: true, whitespace: true, message: t('authDemo.messages.emailMissing') }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <PasswordField />
          <div className="auth-card__row">
            <Link to={authPath('forgot-password', variant)}>{t('authDemo.login.forgot')}</Link>
          </div>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('authDemo.login.remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('authDemo.login.submit')}
          </Button>
        </Form>
      )}
      <p className="auth-card__footer">
        {t('authDemo.login.new')}{' '}
        <Link to={authPath('register', variant)}>{t('authDemo.login.register')}</Link>
      </p>
    </AuthFrame>
  );
}
