import { Button, Drawer, Form, Input, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClosingToasts } from '../../use-closing-toasts';
import { useSaveProfile } from './chat-api';
import { type ProfileChange, type ProfileUser, presences } from './chat-model';

/** The profile user's panel: about, presence and the two settings, kept by the mock. */
export function ChatProfile({
  user,
  open,
  onClose,
}: {
  user: ProfileUser;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('demo');
  const save = useSaveProfile();
  const closing = useClosingToasts(onClose);

  return (
    <Drawer open={open} title={t('chat.profile')} onClose={onClose} destroyOnHidden>
      <Form<Required<ProfileChange>>
        layout="vertical"
        initialValues={user}
        onFinish={(change) => save.mutate(change, closing(t('chat.profileSaved')))}
      >
        <p>
          <strong>{user.fullName}</strong> <span className="demo-muted">{user.role}</span>
        </p>
        <Form.Item name="about" label={t('chat.about')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <fieldset className="demo-fieldset">
          <legend className="demo-section-title">{t('chat.status')}</legend>
          <Form.Item name="status">
            <Radio.Group
              options={presences.map((each) => ({ value: each, label: t(`chat.presence.${each}`) }))}
            />
          </Form.Item>
        </fieldset>
        <Form.Item
          name={['settings', 'isTwoStepAuthVerificationEnabled']}
          label={t('chat.twoStep')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name={['settings', 'isNotificationsOn']}
          label={t('chat.notifications')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Drawer>
  );
}
