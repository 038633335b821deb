import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Invite } from '@cubus/shared';
import { Button, Card, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag, type StatusTone } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { toastSuccess } from '../../lib/toast';
import { useInvites, useRevokeInvite } from './api/admin-api';
import { formatDate } from './format';
import { InviteDialog } from './invite-dialog';
import { type InviteStatus, inviteStatus } from './invite-status';

const statusColors: Record<InviteStatus, StatusTone> = {
  pending: 'info',
  used: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

export function Component() {
  return (
    <RequireAbility action="manage" subject="invites">
      <InvitesScreen />
    </RequireAbility>
  );
}

function InvitesScreen() {
  const { t, i18n } = useTranslation();
  const title = t('admin.invites.title');
  usePageTitle(title);
  const invites = useInvites();
  const revoke = useRevokeInvite();
  const [creating, setCreating] = useState(false);
  const [modal, modalHolder] = Modal.useModal();

  const onRevoke = (invite: Invite) =>
    modal.confirm({
      title: t('admin.invites.confirmRevoke'),
      content: t('admin.invites.confirmRevokeHint', { email: invite.email ?? t('admin.invites.anyone') }),
      okText: t('admin.invites.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        revoke.mutateAsync(invite.id).then(
          () => toastSuccess(t('admin.invites.revoked')),
          () => undefined,
        ),
    });

  const columns: TableColumnsType<Invite> = [
    {
      title: t('admin.invites.email'),
      key: 'email',
      render: (_, row) => row.email ?? <span className="muted">{t('admin.invites.anyone')}</span>,
    },
    { title: t('admin.invites.role'), key: 'role', render: (_, row) => t(`roles.${row.role}`) },
    {
      title: t('admin.invites.status'),
      key: 'status',
      render: (_, row) => {
        const status = inviteStatus(row);
        return <StatusTag tone={statusColors[status]}>{t(`admin.invites.statuses.${status}`)}</StatusTag>;
      },
    },
    { title: t('admin.invites.createdBy'), dataIndex: 'createdBy', key: 'createdBy' },
    {
      title: t('admin.invites.expires'),
      key: 'expiresAt',
      render: (_, row) => formatDate(row.expiresAt, i18n.language),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) =>
        inviteStatus(row) === 'pending' ? (
          <Button
            size="small"
            danger
            aria-label={t('admin.invites.revokeInvite', { email: row.email ?? t('admin.invites.anyone') })}
            onClick={() => onRevoke(row)}
          >
            {t('admin.invites.revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={title} trail={[t('menu.adminSection')]} />
      <Card>
        <div className="toolbar">
          <Space>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              {t('admin.invites.invite')}
            </Button>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void invites.refetch()}>
              {t('common.refresh')}
            </Button>
          </Space>
        </div>
        <Table<Invite>
          rowKey="id"
          columns={columns}
          dataSource={invites.data ?? []}
          loading={invites.isLoading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: true }}
          data-testid="invites-table"
          locale={{ emptyText: t('common.empty') }}
        />
      </Card>
      <InviteDialog open={creating} onClose={() => setCreating(false)} />
      {modalHolder}
    </>
  );
}
