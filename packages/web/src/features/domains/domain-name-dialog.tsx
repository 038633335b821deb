import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface DomainNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  initialName?: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** New domain and Rename: one name field. */
export function DomainNameDialog({
  open,
  title,
  okText,
  initialName,
  busy,
  onSubmit,
  onClose,
}: DomainNameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName ?? '' });
  }, [open, initialName, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name="domain-name"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onSubmit(values.name.trim())}
      >
        <Form.Item
          name="name"
          label={t('domains.name')}
          rules={[{ required: true, whitespace: true, max: 100, message: t('domains.nameRequired') }]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
