import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';
import { toastSuccess } from '../../lib/toast';
import { useChangePassword } from './api/account-api';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** The old password confirms; every other session of the user ends, this one keeps working. */
export function PasswordTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);

  const onFinish = async (values: PasswordValues) => {
    setProblem(null);
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      form.resetFields();
      toastSuccess(t('account.password.changed'));
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Form<PasswordValues>
      name="password"
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="password-form"
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="oldPassword"
        label={t('account.password.old')}
        rules={[{ required: true, message: t('auth.register.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.password.new')}
        extra={t('auth.register.passwordHint')}
        rules={[
          { required: true, message: t('auth.register.passwordRequired') },
          { min: 10, message: t('auth.register.passwordTooShort') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('account.password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('auth.register.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.setNew.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('account.password.submit')}
      </Button>
    </Form>
  );
}
