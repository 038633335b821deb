import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { Profile } from '@cubus/shared';
import { Alert, Avatar, Button, Descriptions, Form, Input, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';
import { languageNames, languages } from '../../lib/i18n';
import { skins } from '../../lib/layout-settings';
import { useSessionStore } from '../../lib/session-store';
import { toastSuccess } from '../../lib/toast';
import { applyPreferences } from '../../lib/user-preferences';
import { useUpdateProfile } from './api/account-api';
import { avatarProblem, avatarTypes, readAsDataUrl } from './avatar-file';

interface ProfileValues {
  fullName: string;
  locale: Profile['locale'];
  skin: Profile['skin'];
}

const skinKeys: Record<string, string> = {
  light: 'customizer.skins.light',
  bordered: 'customizer.skins.bordered',
  dark: 'customizer.skins.dark',
  'semi-dark': 'customizer.skins.semiDark',
};

/** Name, language, skin and avatar; the language and skin apply here and follow the user elsewhere. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<string | null>(profile.avatar);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    form.setFieldsValue({ fullName: profile.fullName, locale: profile.locale, skin: profile.skin });
    setAvatar(profile.avatar);
  }, [profile, form]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const wrong = avatarProblem(file);
    if (wrong) {
      setProblem(t(`account.profile.avatar.${wrong}`));
      return;
    }
    setProblem(null);
    setAvatar(await readAsDataUrl(file));
  };

  const onFinish = async (values: ProfileValues) => {
    setProblem(null);
    try {
      const saved = await update.mutateAsync({
        fullName: values.fullName.trim(),
        locale: values.locale,
        skin: values.skin,
        avatar,
      });
      applyPreferences({ locale: saved.locale, skin: saved.skin });
      const { session, setSession } = useSessionStore.getState();
      if (session)
        setSession({ ...session, user: { ...session.user, fullName: saved.fullName, locale: saved.locale } });
      toastSuccess(t('account.profile.saved'));
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Form<ProfileValues>
      name="profile"
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="profile-form"
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'username', label: t('account.profile.username'), children: profile.username },
          { key: 'email', label: t('account.profile.email'), children: profile.email },
        ]}
      />
      <div className="field-label" id="avatar-label">
        {t('account.profile.avatar.label')}
      </div>
      <Space align="center" style={{ marginBottom: 8 }} wrap>
        <Avatar
          size={64}
          src={avatar ?? undefined}
          icon={avatar ? undefined : <UserOutlined aria-hidden />}
          alt={t('account.profile.avatar.preview')}
          data-testid="avatar-preview"
        />
        <input
          ref={fileInput}
          type="file"
          accept={avatarTypes.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="avatar-input"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          icon={<UploadOutlined aria-hidden />}
          onClick={() => fileInput.current?.click()}
          aria-describedby="avatar-hint"
        >
          {t('account.profile.avatar.choose')}
        </Button>
        {avatar && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setAvatar(null)}>
            {t('account.profile.avatar.remove')}
          </Button>
        )}
      </Space>
      <p id="avatar-hint" className="muted">
        {t('account.profile.avatar.hint')}
      </p>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form.Item name="fullName" label={t('account.profile.fullName')} rules={[{ max: 200 }]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="locale" label={t('account.profile.language')}>
        <Select options={languages.map((lng) => ({ value: lng, label: languageNames[lng] }))} />
      </Form.Item>
      <Form.Item name="skin" label={t('account.profile.skin')}>
        <Select options={skins.map((skin) => ({ value: skin, label: t(skinKeys[skin] ?? skin) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
