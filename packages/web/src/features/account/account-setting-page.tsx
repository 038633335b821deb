import { Card, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { useProfile } from '../../lib/profile-query';
import { PasswordTab } from './password-tab';
import { ProfileTab } from './profile-tab';
import { TwoFactorTab } from './two-factor-tab';

/** /pages/account-setting: profile, password and two-factor sign-in of the signed-in user. */
export function Component() {
  const { t } = useTranslation();
  const title = t('navbar.accountSettings');
  usePageTitle(title);
  const profile = useProfile();
  return (
    <>
      <PageHeader title={title} />
      <Card>
        {!profile.data ? (
          <Skeleton active />
        ) : (
          <Tabs
            items={[
              {
                key: 'profile',
                label: t('account.tabs.profile'),
                children: <ProfileTab profile={profile.data} />,
              },
              { key: 'password', label: t('account.tabs.password'), children: <PasswordTab /> },
              {
                key: 'two-factor',
                label: t('account.tabs.twoFactor'),
                children: <TwoFactorTab profile={profile.data} />,
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
