import type { Locale } from '@cubus/shared';
import { Button, Card, Descriptions, Form, Input, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { languageNames, languages } from '../../lib/i18n';
import { checkSession } from '../../lib/session-check';
import { toastSuccess } from '../../lib/toast';
import { useDomainSettings, useUpdateDomainSettings } from './api/admin-api';
import { formatDate } from './format';

interface SettingsValues {
  name: string;
  /** One of the select's options: the console's languages, the locales the server takes. */
  defaultLocale: Locale;
}

export function Component() {
  return (
    <RequireAbility action="manage" subject="Admin">
      <DomainSettingsScreen />
    </RequireAbility>
  );
}

function DomainSettingsScreen() {
  const { t, i18n } = useTranslation();
  const title = t('admin.domain.title');
  usePageTitle(title);
  const settings = useDomainSettings();
  const update = useUpdateDomainSettings();
  const [form] = Form.useForm<SettingsValues>();

  useEffect(() => {
    if (settings.data)
      form.setFieldsValue({ name: settings.data.name, defaultLocale: settings.data.defaultLocale as Locale });
  }, [settings.data, form]);

  const onFinish = async (values: SettingsValues) => {
    try {
      await update.mutateAsync({ name: values.name.trim(), defaultLocale: values.defaultLocale });
      toastSuccess(t('admin.domain.saved'));
      // The navbar shows the domain's name from the session.
      void checkSession();
    } catch {
      // The api client has shown the error.
    }
  };

  return (
    <>
      <PageHeader title={title} trail={[t('menu.adminSection')]} />
      <Card>
        {!settings.data ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions
              size="small"
              column={1}
              style={{ marginBottom: 16 }}
              items={[
                {
                  key: 'status',
                  label: t('admin.domain.status'),
                  children: (
                    <StatusTag tone={settings.data.status === 'active' ? 'success' : 'danger'}>
                      {t(`domains.statuses.${settings.data.status}`)}
                    </StatusTag>
                  ),
                },
                {
                  key: 'created',
                  label: t('admin.domain.created'),
                  children: formatDate(settings.data.createdAt, i18n.language),
                },
              ]}
            />
            <Form<SettingsValues>
              name="domain-settings"
              form={form}
              layout="vertical"
              style={{ maxWidth: 480 }}
              onFinish={(values) => void onFinish(values)}
              requiredMark={false}
            >
              <Form.Item
                name="name"
                label={t('admin.domain.name')}
                rules={[
                  { required: true, whitespace: true, max: 100, message: t('admin.domain.nameRequired') },
                ]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="defaultLocale"
                label={t('admin.domain.defaultLocale')}
                extra={t('admin.domain.defaultLocaleHint')}
              >
                <Select options={languages.map((lng) => ({ value: lng, label: languageNames[lng] }))} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </>
  );
}
