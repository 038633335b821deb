import { CopyOutlined } from '@ant-design/icons';
import { type DomainRole, domainRoles } from '@cubus/shared';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { useCreateInvite } from './api/admin-api';

interface InviteValues {
  email?: string;
  role: DomainRole;
  expiresInDays: number;
}

/** Creates an invite; its link is shown once, here, with a copy button (only its hash is kept). */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteValues>();
  const create = useCreateInvite();
  const [link, setLink] = useState<string | null>(null);

  const close = () => {
    setLink(null);
    form.resetFields();
    onClose();
  };

  const onFinish = async (values: InviteValues) => {
    const email = values.email?.trim();
    try {
      const answer = await create.mutateAsync({
        role: values.role,
        expiresInDays: values.expiresInDays,
        ...(email ? { email } : {}),
      });
      setLink(answer.link);
    } catch {
      // The api client has shown the error.
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toastSuccess(t('common.copied'));
    } catch {
      // Without clipboard access the field is selected so the user can copy it.
      (document.getElementById('invite-link') as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Modal
      open={open}
      title={link ? t('admin.invites.linkTitle') : t('admin.invites.createTitle')}
      onCancel={close}
      destroyOnHidden
      footer={
        link ? (
          <Button type="primary" onClick={close}>
            {t('common.done')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
              {t('admin.invites.create')}
            </Button>
          </Space>
        )
      }
    >
      {link ? (
        <div data-testid="invite-link-result">
          <Alert type="warning" showIcon title={t('admin.invites.linkOnce')} style={{ marginBottom: 12 }} />
          <label htmlFor="invite-link" className="field-label">
            {t('admin.invites.link')}
          </label>
          <Space.Compact style={{ width: '100%' }}>
            <Input id="invite-link" readOnly value={link} data-testid="invite-link" />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {t('common.copy')}
            </Button>
          </Space.Compact>
        </div>
      ) : (
        <Form<InviteValues>
          name="invite"
          form={form}
          layout="vertical"
          initialValues={{ role: 'viewer', expiresInDays: 7 }}
          onFinish={(values) => void onFinish(values)}
          requiredMark={false}
        >
          <Form.Item
            name="email"
            label={t('admin.invites.email')}
            extra={t('admin.invites.emailHint')}
            rules={[{ type: 'email', message: t('admin.invites.emailInvalid') }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label={t('admin.invites.role')} rules={[{ required: true }]}>
            <Select options={domainRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
          </Form.Item>
          <Form.Item
            name="expiresInDays"
            label={t('admin.invites.expiresInDays')}
            rules={[
              { required: true, type: 'integer', min: 1, max: 30, message: t('admin.invites.expiryRange') },
            ]}
          >
            <InputNumber min={1} max={30} precision={0} style={{ width: 120 }} />
          </Form.Item>
          {/* Enter in a field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      )}
    </Modal>
  );
}
