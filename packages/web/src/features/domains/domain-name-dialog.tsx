import { Form, Input, Modal } from 'antd';
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
      {/* Made with each opening, its name in place from the start: set after the dialog showed, it
          replaced what was typed meanwhile. Not kept once hidden. */}
      <Form
        name="domain-name"
        form={form}
        initialValues={{ name: initialName ?? '' }}
        preserve={false}
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
