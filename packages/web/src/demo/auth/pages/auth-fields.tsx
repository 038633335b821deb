import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A sample's email address, needed and well formed (no autocomplete: these are the demo's accounts). */
export function EmailField() {
  const { t } = useTranslation('demo');
  return (
    <Form.Item
      name="email"
      label={t('authDemo.fields.email')}
      rules={[
        { required: true, whitespace: true, message: t('authDemo.messages.emailMissing') },
        { type: 'email', message: t('common.badEmail') },
      ]}
    >
      <Input type="email" autoComplete="off" />
    </Form.Item>
  );
}

/** A sample's password, needed: the one signed in with, or a new one. */
export function PasswordField({ isNew }: { isNew?: 'account' | 'reset' }) {
  const { t } = useTranslation('demo');
  return (
    <Form.Item
      name="password"
      label={t(isNew === 'reset' ? 'authDemo.fields.newPassword' : 'authDemo.fields.password')}
      rules={[{ required: true, message: t('authDemo.messages.passwordMissing') }]}
    >
      <Input.Password autoComplete={isNew ? 'new-password' : 'off'} />
    </Form.Item>
  );
}
