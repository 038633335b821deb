import { UserAddOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { DomainRole, DomainUser } from '@cubus/shared';
import { domainRoles } from '@cubus/shared';
import { Button, Card, Input, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { useSessionStore } from '../../lib/session-store';
import { toastSuccess } from '../../lib/toast';
import { type UserAction, useDomainUsers, useUserAction } from './api/admin-api';
import { formatDate } from './format';
import { InviteDialog } from './invite-dialog';
import { rowPermissions } from './user-permissions';

export function Component() {
  return (
    <RequireAbility action="read" subject="users">
      <UsersScreen />
    </RequireAbility>
  );
}

function UsersScreen() {
  const { t, i18n } = useTranslation();
  const title = t('admin.users.title');
  usePageTitle(title);
  const ability = useAbility<AppAbility>();
  const session = useSessionStore((s) => s.session);
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const users = useDomainUsers(search);
  const action = useUserAction();
  const [modal, modalHolder] = Modal.useModal();
  const me = { id: session?.user.id ?? '', role: session?.role ?? 'viewer' };

  const run = async (request: UserAction, done: string) => {
    await action.mutateAsync(request);
    toastSuccess(done);
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

  const nameOf = (row: DomainUser) => row.fullName || row.username;

  const columns: TableColumnsType<DomainUser> = [
    {
      title: t('admin.users.user'),
      key: 'user',
      render: (_, row) => (
        <span>
          <strong>{nameOf(row)}</strong>
          <br />
          <span className="muted">
            {row.username} · {row.email}
          </span>
        </span>
      ),
    },
    {
      title: t('admin.users.role'),
      key: 'role',
      render: (_, row) =>
        rowPermissions(row, me, ability).changeRole ? (
          <Select<DomainRole>
            size="small"
            value={row.role as DomainRole}
            aria-label={t('admin.users.roleOf', { name: nameOf(row) })}
            style={{ minWidth: 140 }}
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
        ) : (
          <StatusTag tone="neutral">{t(`roles.${row.role}`)}</StatusTag>
        ),
    },
    {
      title: t('admin.users.status'),
      key: 'status',
      render: (_, row) => (
        <Space size={4} wrap>
          <StatusTag tone={row.status === 'active' ? 'success' : 'danger'}>
            {t(`admin.users.statuses.${row.status}`)}
          </StatusTag>
          {row.secondFactor && <StatusTag tone="info">{t('admin.users.twoFactorOn')}</StatusTag>}
        </Space>
      ),
    },
    {
      title: t('admin.users.lastSignIn'),
      key: 'lastSignInAt',
      render: (_, row) =>
        row.lastSignInAt ? formatDate(row.lastSignInAt, i18n.language) : t('admin.users.never'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => {
        const can = rowPermissions(row, me, ability);
        const name = nameOf(row);
        const blocked = row.status === 'blocked';
        return (
          <Space size={4} wrap>
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
                      run(
                        { kind: 'reset-second-factor', userId: row.id },
                        t('admin.users.secondFactorReset'),
                      ),
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
      },
    },
  ];

  return (
    <>
      <PageHeader title={title} trail={[t('menu.adminSection')]} />
      <Card>
        <div className="toolbar">
          <Input.Search
            allowClear
            placeholder={t('admin.users.searchPlaceholder')}
            aria-label={t('common.search')}
            onSearch={(value) => setSearch(value.trim())}
            style={{ maxWidth: 320 }}
            data-testid="users-search"
          />
          {ability.can('manage', 'invites') && (
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
              {t('admin.invites.invite')}
            </Button>
          )}
        </div>
        <Table<DomainUser>
          rowKey="id"
          columns={columns}
          dataSource={users.data ?? []}
          loading={users.isLoading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: true }}
          data-testid="users-table"
          locale={{ emptyText: t('common.empty') }}
        />
      </Card>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {modalHolder}
    </>
  );
}
