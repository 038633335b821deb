import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField, PasswordField } from './auth-fields';
import { AuthFrame, authPath, useAuthVariant } from './auth-frame';
import { useJwtForm } from './use-jwt-form';

interface ResetValues {
  email: string;
  password: string;
  confirm: string;
}

/** /pages/authentication/reset-password-v1 and -v2: a mock account's new password, typed twice. */
export function Component() {
  const { t } = useTranslation('demo');
  const variant = useAuthVariant();
  const { form, busy, done, failed, submit } = useJwtForm<ResetValues, { reset: boolean }>(
    '/jwt/reset-password',
  );

  return (
    <AuthFrame title={t('authDemo.reset.title')} subtitle={t('authDemo.reset.subtitle')}>
      {done ? (
        <Alert type="success" role="status" showIcon title={t('authDemo.reset.done')} />
      ) : (
        <Form<ResetValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={({ confirm: _, ...values }) => void submit(values)}
        >
          {failed && <Alert type="error" showIcon title={t('authDemo.failed')} className="demo-auth-note" />}
          <EmailField />
          <PasswordField isNew="reset" />
          <Form.Item
            name="confirm"
            label={t('authDemo.fields.confirmPassword')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('authDemo.messages.passwordMissing') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('authDemo.reset.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('authDemo.reset.submit')}
          </Button>
        </Form>
      )}
      <p className="auth-card__footer">
        <Link to={authPath('login', variant)}>{t('authDemo.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
