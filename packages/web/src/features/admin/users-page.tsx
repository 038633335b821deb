import { UserAddOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { DomainRole, DomainUser, QryRow } from '@cubus/shared';
import { domainRoles } from '@cubus/shared';
import { Button, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { useSessionStore } from '../../lib/session-store';
import { toastSuccess } from '../../lib/toast';
import { type UserAction, useUserAction } from './api/admin-api';
import { InviteDialog } from './invite-dialog';
import { rowPermissions } from './user-permissions';

export function Component() {
  return (
    <RequireAbility action="read" subject="users">
      <UsersScreen />
    </RequireAbility>
  );
}

/** The fields of a `users` row the actions need. */
type UserRow = Pick<DomainUser, 'id' | 'username' | 'fullName' | 'role' | 'status' | 'secondFactor'>;
const userFields = ['username', 'fullName', 'role', 'status', 'secondFactor'] as const;

/** ADMIN MENU → Users: the domain's members in the shared grid (`users`), with their actions per row. */
function UsersScreen() {
  const { t } = useTranslation();
  const title = t('admin.users.title');
  usePageTitle(title);
  const ability = useAbility<AppAbility>();
  const session = useSessionStore((s) => s.session);
  const [inviting, setInviting] = useState(false);
  const [signal, setSignal] = useState(0);
  const action = useUserAction();
  const [modal, modalHolder] = Modal.useModal();
  const me = { id: session?.user.id ?? '', role: session?.role ?? 'viewer' };

  const run = async (request: UserAction, done: string) => {
    await action.mutateAsync(request);
    toastSuccess(done);
    setSignal((n) => n + 1);
  };

  const confirm = (
    title: string,
    content: string,
    okText: string,
    work: () => Promise<void>,
    danger = false,
  ) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: () => work().catch(() => undefined),
    });

  const nameOf = (row: UserRow) => row.fullName || row.username;

  const roleControl = (row: UserRow) =>
    rowPermissions(row, me, ability).changeRole ? (
      <Select<DomainRole>
        size="small"
        value={row.role as DomainRole}
        aria-label={t('admin.users.roleOf', { name: nameOf(row) })}
        style={{ minWidth: 130 }}
        options={domainRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(role) =>
          confirm(
            t('admin.users.confirmRole', { name: nameOf(row), role: t(`roles.${role}`) }),
            t('admin.users.confirmRoleHint'),
            t('admin.users.changeRole'),
            () => run({ kind: 'set-role', userId: row.id, role }, t('admin.users.roleChanged')),
          )
        }
      />
    ) : null;

  const actions = (qryRow: QryRow) => {
    const row = qryRow as unknown as UserRow;
    const can = rowPermissions(row, me, ability);
    const name = nameOf(row);
    const blocked = row.status === 'blocked';
    return (
      <Space size={4}>
        {roleControl(row)}
        {can.block && (
          <Button
            size="small"
            aria-label={t(blocked ? 'admin.users.unblockUser' : 'admin.users.blockUser', { name })}
            onClick={() =>
              confirm(
                t(blocked ? 'admin.users.confirmUnblock' : 'admin.users.confirmBlock', { name }),
                t(blocked ? 'admin.users.confirmUnblockHint' : 'admin.users.confirmBlockHint'),
                t(blocked ? 'admin.users.unblock' : 'admin.users.block'),
                () =>
                  run(
                    { kind: 'block', userId: row.id, blocked: !blocked },
                    t(blocked ? 'admin.users.unblocked' : 'admin.users.blocked'),
                  ),
                !blocked,
              )
            }
          >
            {t(blocked ? 'admin.users.unblock' : 'admin.users.block')}
          </Button>
        )}
        {can.resetSecondFactor && (
          <Button
            size="small"
            aria-label={t('admin.users.resetSecondFactorOf', { name })}
            onClick={() =>
              confirm(
                t('admin.users.confirmReset', { name }),
                t('admin.users.confirmResetHint'),
                t('admin.users.resetSecondFactor'),
                () =>
                  run({ kind: 'reset-second-factor', userId: row.id }, t('admin.users.secondFactorReset')),
                true,
              )
            }
          >
            {t('admin.users.resetSecondFactor')}
          </Button>
        )}
        {can.remove && (
          <Button
            size="small"
            danger
            aria-label={t('admin.users.removeUser', { name })}
            onClick={() =>
              confirm(
                t('admin.users.confirmRemove', { name }),
                t('admin.users.confirmRemoveHint'),
                t('admin.users.remove'),
                () => run({ kind: 'remove', userId: row.id }, t('admin.users.removed')),
                true,
              )
            }
          >
            {t('admin.users.remove')}
          </Button>
        )}
      </Space>
    );
  };

  return (
    <>
      <PageHeader title={title} trail={[t('menu.adminSection')]} />
      <DataGrid
        object="users"
        label={title}
        refreshSignal={signal}
        rowActions={{ width: 420, fields: userFields, render: actions }}
        toolbarExtra={
          ability.can('manage', 'invites') && (
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
              {t('admin.invites.invite')}
            </Button>
          )
        }
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {modalHolder}
    </>
  );
}
