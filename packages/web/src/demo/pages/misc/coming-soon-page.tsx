import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

/** /pages/miscellaneous/coming-soon: a launch notice whose form takes an address to tell (kept nowhere). */
export function Component() {
  const { t } = useTranslation('demo');
  const [notified, setNotified] = useState('');
  return (
    <MiscPage status="info" title={t('misc.comingSoon.title')} message={t('misc.comingSoon.message')}>
      {notified ? (
        <Alert
          type="success"
          showIcon
          title={t('misc.comingSoon.notified', { email: notified })}
          role="status"
        />
      ) : (
        <Form<{ email: string }> layout="inline" onFinish={({ email }) => setNotified(email.trim())}>
          <Space.Compact>
            <Form.Item
              name="email"
              noStyle
              rules={[
                { required: true, message: t('common.required') },
                { type: 'email', message: t('common.badEmail') },
              ]}
            >
              <Input type="email" aria-label={t('misc.comingSoon.email')} placeholder="john@example.com" />
            </Form.Item>
            <Button htmlType="submit">{t('misc.comingSoon.notify')}</Button>
          </Space.Compact>
        </Form>
      )}
    </MiscPage>
  );
}
