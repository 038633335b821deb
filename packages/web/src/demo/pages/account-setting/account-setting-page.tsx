import { Button, Card, Form, Input, Skeleton, Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAccountSettings, useSaveAccountSettings } from '../pages-api';
import '../pages.css';
import { type AccountSettings, connectableApps, notificationKinds, socialNetworks } from './account-data';

type Tab = keyof AccountSettings;

/** One tab's form: filled from the settings, saved alone through the mock. */
function TabForm<K extends Tab>({
  tab,
  values,
  children,
}: {
  tab: K;
  values: AccountSettings[K];
  children: React.ReactNode;
}) {
  const { t } = useTranslation('demo');
  const save = useSaveAccountSettings();
  return (
    <Form<AccountSettings[K]>
      layout="vertical"
      initialValues={values}
      style={{ maxWidth: 640 }}
      onFinish={(value) =>
        save.mutate({ [tab]: value } as Partial<AccountSettings>, {
          onSuccess: () => toastSuccess(t('pages.account.saved')),
          onError: () => toastError(t('common.saveFailed')),
        })
      }
    >
      {children}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** /pages/demo/account-setting: the demo account's settings in four tabs, each saved on its own. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('pages.account.title');
  usePageTitle(title);
  const { data } = useAccountSettings();
  const required = [{ required: true, whitespace: true, message: t('common.required') }];
  const url = [{ type: 'url' as const, message: t('pages.account.badUrl') }];

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area')]} />
      <Card>
        {!data ? (
          <Skeleton active />
        ) : (
          <Tabs
            items={[
              {
                key: 'general',
                label: t('pages.account.tabs.general'),
                children: (
                  <TabForm tab="general" values={data.general}>
                    <Form.Item name="avatar" hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name="username" label={t('pages.account.username')} rules={required}>
                      <Input autoComplete="username" />
                    </Form.Item>
                    <Form.Item name="fullName" label={t('pages.account.fullName')} rules={required}>
                      <Input autoComplete="name" />
                    </Form.Item>
                    <Form.Item
                      name="email"
                      label={t('pages.account.email')}
                      rules={[...required, { type: 'email', message: t('common.badEmail') }]}
                    >
                      <Input type="email" autoComplete="email" />
                    </Form.Item>
                    <Form.Item name="company" label={t('pages.account.company')}>
                      <Input autoComplete="organization" />
                    </Form.Item>
                  </TabForm>
                ),
              },
              {
                key: 'info',
                label: t('pages.account.tabs.info'),
                children: (
                  <TabForm tab="info" values={data.info}>
                    <Form.Item name="bio" label={t('pages.account.bio')}>
                      <Input.TextArea rows={4} maxLength={500} showCount />
                    </Form.Item>
                    <Form.Item
                      name="birthday"
                      label={t('pages.account.birthday')}
                      rules={[{ pattern: /^(\d{4}-\d{2}-\d{2})?$/, message: t('pages.account.badDay') }]}
                    >
                      <Input type="date" />
                    </Form.Item>
                    <Form.Item name="country" label={t('pages.account.country')}>
                      <Input autoComplete="country-name" />
                    </Form.Item>
                    <Form.Item name="website" label={t('pages.account.website')} rules={url}>
                      <Input type="url" autoComplete="url" />
                    </Form.Item>
                    <Form.Item name="phone" label={t('pages.account.phone')}>
                      <Input type="tel" autoComplete="tel" />
                    </Form.Item>
                  </TabForm>
                ),
              },
              {
                key: 'social',
                label: t('pages.account.tabs.social'),
                children: (
                  <TabForm tab="social" values={data.social}>
                    <h2 className="demo-section-title">{t('pages.account.socialLinks')}</h2>
                    {socialNetworks.map((network) => (
                      <Form.Item
                        key={network}
                        name={['links', network]}
                        label={t(`pages.account.networks.${network}`)}
                        rules={url}
                      >
                        <Input type="url" placeholder={`https://${network.toLowerCase()}.com/…`} />
                      </Form.Item>
                    ))}
                    <h2 className="demo-section-title">{t('pages.account.connections')}</h2>
                    {connectableApps.map((app) => (
                      <Form.Item
                        key={app}
                        name={['connected', app]}
                        label={t(`pages.account.networks.${app}`)}
                        valuePropName="checked"
                        layout="horizontal"
                      >
                        <Switch />
                      </Form.Item>
                    ))}
                  </TabForm>
                ),
              },
              {
                key: 'notification',
                label: t('pages.account.tabs.notification'),
                children: (
                  <TabForm tab="notification" values={data.notification}>
                    {notificationKinds.map((kind) => (
                      <Form.Item
                        key={kind}
                        name={kind}
                        label={t(`pages.account.notifications.${kind}`)}
                        valuePropName="checked"
                        layout="horizontal"
                      >
                        <Switch />
                      </Form.Item>
                    ))}
                  </TabForm>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
