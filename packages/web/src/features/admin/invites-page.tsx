import { PlusOutlined } from '@ant-design/icons';
import type { Invite, QryRow } from '@cubus/shared';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag, type StatusTone } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { toastSuccess } from '../../lib/toast';
import { useRevokeInvite } from './api/admin-api';
import { InviteDialog } from './invite-dialog';
import { type InviteStatus, inviteStatus } from './invite-status';

const statusColors: Record<InviteStatus, StatusTone> = {
  pending: 'info',
  used: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

/** The fields of an invite its status reads. */
const inviteFields = ['email', 'expiresAt', 'usedAt', 'revokedAt'] as const;

export function Component() {
  return (
    <RequireAbility action="manage" subject="invites">
      <InvitesScreen />
    </RequireAbility>
  );
}

/** ADMIN MENU → Invites: the domain's invites in the shared grid (`invites`); status and Revoke per row. */
function InvitesScreen() {
  const { t } = useTranslation();
  const title = t('admin.invites.title');
  usePageTitle(title);
  const revoke = useRevokeInvite();
  const [creating, setCreating] = useState(false);
  const [signal, setSignal] = useState(0);
  const refresh = () => setSignal((n) => n + 1);
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
          () => {
            toastSuccess(t('admin.invites.revoked'));
            refresh();
          },
          () => undefined,
        ),
    });

  const actions = (row: QryRow) => {
    const invite = row as unknown as Invite;
    const status = inviteStatus(invite);
    return (
      <Space size={4}>
        <StatusTag tone={statusColors[status]}>{t(`admin.invites.statuses.${status}`)}</StatusTag>
        {status === 'pending' && (
          <Button
            size="small"
            danger
            aria-label={t('admin.invites.revokeInvite', { email: invite.email ?? t('admin.invites.anyone') })}
            onClick={() => onRevoke(invite)}
          >
            {t('admin.invites.revoke')}
          </Button>
        )}
      </Space>
    );
  };

  return (
    <>
      <PageHeader title={title} trail={[t('menu.adminSection')]} />
      <DataGrid
        object="invites"
        label={title}
        refreshSignal={signal}
        rowActions={{ width: 200, fields: inviteFields, render: actions }}
        toolbarExtra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('admin.invites.invite')}
          </Button>
        }
      />
      <InviteDialog
        open={creating}
        onClose={() => {
          setCreating(false);
          refresh();
        }}
      />
      {modalHolder}
    </>
  );
}
