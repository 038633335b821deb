import type { QryRow } from '@cubus/shared';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';

interface Membership {
  id: string;
  name: string;
  role: string;
}

export function Component() {
  return (
    <RequireAbility action="manage" subject="Root">
      <AllUsersScreen />
    </RequireAbility>
  );
}

/** The fields the domains column reads. */
const membershipFields = ['memberships'] as const;

/** ROOT MENU → All users: every account of the installation in the shared grid (`accounts`). */
function AllUsersScreen() {
  const { t } = useTranslation();
  const title = t('root.users.title');
  usePageTitle(title);
  const domainsOf = (row: QryRow) => (
    <Space size={4}>
      {((row.memberships ?? []) as Membership[]).map((membership) => (
        <StatusTag key={membership.id} tone="neutral">
          {membership.name} · {t(`roles.${membership.role}`, { defaultValue: membership.role })}
        </StatusTag>
      ))}
    </Space>
  );
  return (
    <>
      <PageHeader title={title} trail={[t('menu.rootSection')]} />
      <DataGrid
        object="accounts"
        label={title}
        rowActions={{
          width: 320,
          title: t('root.users.domains'),
          fields: membershipFields,
          render: domainsOf,
        }}
      />
    </>
  );
}
