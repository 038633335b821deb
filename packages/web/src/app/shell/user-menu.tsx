import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/auth-api';
import { useProfile } from '../../lib/profile-query';
import { pathFor } from '../../lib/routes';
import { useSessionStore } from '../../lib/session-store';

/** Who is signed in (name, role, domain), the account page and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const name = session?.user.fullName || session?.user.username || '…';
  const role = session ? t(`roles.${session.role}`) : '';
  const avatar = useProfile().data?.avatar ?? undefined;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            type: 'group',
            label: session ? t('navbar.domain', { name: session.domain.name }) : '',
            children: [
              { key: 'account', icon: <SettingOutlined aria-hidden />, label: t('navbar.accountSettings') },
              { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('navbar.logout') },
            ],
          },
        ],
        onClick: ({ key }) => {
          if (key === 'account') navigate(pathFor('pages-account-setting'));
          // Ending the session takes the user to the login page (app/router.tsx).
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" className="user-menu" data-testid="user-menu">
        {/* Named by what it shows, after a hidden "User menu:" (WCAG 2.5.3: the visible label is in the name). */}
        <span className="visually-hidden">{t('navbar.userMenu')} </span>
        <span className="user-menu__text">
          <span className="user-menu__name">{name}</span>
          <span className="user-menu__role">{role}</span>
        </span>
        <Avatar
          size={32}
          src={avatar}
          alt=""
          icon={avatar ? undefined : <UserOutlined aria-hidden />}
          className="user-menu__avatar"
        />
      </Button>
    </Dropdown>
  );
}
