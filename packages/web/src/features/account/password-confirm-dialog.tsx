import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';

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
  return (
    <FormDialog<{ password: string }>
      name="password-confirm"
      open={open}
      title={title}
      okText={okText}
      danger={danger}
      requiredMark={false}
      errors="inline"
      onSubmit={({ password }) => onConfirm(password)}
      onClose={onClose}
    >
      <Form.Item
        name="password"
        label={t('account.twoFactor.password')}
        rules={[{ required: true, message: t('auth.register.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
