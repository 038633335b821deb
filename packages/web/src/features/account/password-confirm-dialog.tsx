import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';

interface PasswordConfirmDialogProps {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}

/** Disabling the second factor and renewing its codes both ask for the password first. */
export function PasswordConfirmDialog({
  open,
  title,
  okText,
  danger,
  onConfirm,
  onClose,
}: PasswordConfirmDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(password);
      form.resetFields();
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => {
        setProblem(null);
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form
        name="password-confirm"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="password"
          label={t('account.twoFactor.password')}
          rules={[{ required: true, message: t('auth.register.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
