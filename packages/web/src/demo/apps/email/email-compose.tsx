import { Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useEmailChanges } from './email-api';

interface ComposeValues {
  to: string;
  subject: string;
  message: string;
}

/** A new email: sent (kept in Sent) or saved as a draft; what was typed stays when sending fails. */
export function EmailCompose({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('demo');
  const { compose } = useEmailChanges();
  const [form] = Form.useForm<ComposeValues>();
  const keep = (folder: 'sent' | 'draft') => async () => {
    const email = await form.validateFields().catch(() => undefined);
    if (!email) return;
    compose.mutate(
      { email: { ...email, message: email.message ?? '' }, folder },
      {
        onSuccess: () => {
          toastSuccess(t(folder === 'sent' ? 'email.sent' : 'email.draftSaved'));
          form.resetFields();
          onClose();
        },
        onError: () => toastError(t('common.saveFailed')),
      },
    );
  };
  const required = { required: true, message: t('common.required') };

  return (
    <Modal open={open} title={t('email.compose')} onCancel={onClose} footer={null} destroyOnHidden={false}>
      <Form<ComposeValues> form={form} layout="vertical" onFinish={keep('sent')}>
        <Form.Item
          name="to"
          label={t('email.to')}
          rules={[required, { type: 'email', message: t('common.badEmail') }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="subject" label={t('email.subject')} rules={[required, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="message" label={t('email.message')} rules={[{ max: 20_000 }]}>
          <Input.TextArea rows={6} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={compose.isPending}>
            {t('email.send')}
          </Button>
          <Button onClick={keep('draft')}>{t('email.saveDraft')}</Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
