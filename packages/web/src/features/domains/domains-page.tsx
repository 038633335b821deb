import { PlusOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { DomainRow, QryRow } from '@cubus/shared';
import { Button, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { useSessionStore } from '../../lib/session-store';
import { toastSuccess } from '../../lib/toast';
import { useSwitchDomain } from '../../lib/use-switch-domain';
import { type DomainChange, useDomainChange } from './api/domains-api';
import { DeleteDomainDialog } from './delete-domain-dialog';
import { DomainNameDialog } from './domain-name-dialog';

/** Root operators manage every domain here; everyone else sees their own domains and switches. */
export function Component() {
  const { t } = useTranslation();
  const title = t('menu.domains');
  usePageTitle(title);
  const ability = useAbility<AppAbility>();
  const root = ability.can('manage', 'Root');
  return (
    <>
      <PageHeader title={title} />
      {root ? <AllDomains /> : <MyDomains />}
    </>
  );
}

function SwitchButton({ domainId, name }: { domainId: string; name: string }) {
  const { t } = useTranslation();
  const current = useSessionStore((s) => s.session?.domain.id);
  const { switchTo, pending } = useSwitchDomain();
  if (domainId === current) return <StatusTag tone="info">{t('domains.current')}</StatusTag>;
  return (
    <Button
      size="small"
      loading={pending === domainId}
      aria-label={t('domains.switchTo', { name })}
      onClick={() => void switchTo(domainId)}
    >
      {t('domains.switch')}
    </Button>
  );
}

/** The fields the switch reads. */
const membershipFields = ['id', 'name'] as const;

/** The caller's own domains in the shared grid (`memberships`), each with its switch. */
function MyDomains() {
  const { t } = useTranslation();
  return (
    <DataGrid
      object="memberships"
      label={t('menu.domains')}
      rowActions={{
        width: 160,
        fields: membershipFields,
        render: (row) => <SwitchButton domainId={String(row.id)} name={String(row.name)} />,
      }}
    />
  );
}

/** The fields the row controls read. */
const domainFields = ['name', 'status'] as const;

/** Every domain of the installation in the shared grid (`domains`, root only), its life cycle per row. */
function AllDomains() {
  const { t } = useTranslation();
  const [signal, setSignal] = useState(0);
  const change = useDomainChange();
  const myDomains = useSessionStore((s) => s.session?.domains);
  const memberOf = useMemo(() => new Set(myDomains?.map((d) => d.id) ?? []), [myDomains]);
  const [naming, setNaming] = useState<{ row?: DomainRow } | null>(null);
  const [deleting, setDeleting] = useState<DomainRow | null>(null);
  const [modal, modalHolder] = Modal.useModal();

  const apply = async (request: DomainChange, done: string): Promise<boolean> => {
    try {
      await change.mutateAsync(request);
      toastSuccess(done);
      setSignal((n) => n + 1);
      return true;
    } catch {
      return false;
    }
  };

  const onSuspend = (row: DomainRow) => {
    const suspend = row.status === 'active';
    modal.confirm({
      title: t(suspend ? 'domains.confirmSuspend' : 'domains.confirmResume', { name: row.name }),
      content: t(suspend ? 'domains.confirmSuspendHint' : 'domains.confirmResumeHint'),
      okText: t(suspend ? 'domains.suspend' : 'domains.resume'),
      okButtonProps: { danger: suspend },
      cancelText: t('common.cancel'),
      onOk: () =>
        apply(
          { kind: 'suspend', domainId: row.id, suspended: suspend },
          t(suspend ? 'domains.suspended' : 'domains.resumed'),
        ),
    });
  };

  const actions = (row: QryRow) => {
    const domain = row as unknown as DomainRow;
    return (
      <Space size={4}>
        <StatusTag tone={domain.status === 'active' ? 'success' : 'danger'}>
          {t(`domains.statuses.${domain.status}`)}
        </StatusTag>
        {memberOf.has(domain.id) && domain.status === 'active' && (
          <SwitchButton domainId={domain.id} name={domain.name} />
        )}
        <Button
          size="small"
          aria-label={t('domains.renameDomain', { name: domain.name })}
          onClick={() => setNaming({ row: domain })}
        >
          {t('domains.rename')}
        </Button>
        <Button
          size="small"
          aria-label={t(domain.status === 'active' ? 'domains.suspendDomain' : 'domains.resumeDomain', {
            name: domain.name,
          })}
          onClick={() => onSuspend(domain)}
        >
          {t(domain.status === 'active' ? 'domains.suspend' : 'domains.resume')}
        </Button>
        <Button
          size="small"
          danger
          aria-label={t('domains.deleteDomain', { name: domain.name })}
          onClick={() => setDeleting(domain)}
        >
          {t('domains.delete')}
        </Button>
      </Space>
    );
  };

  return (
    <>
      <DataGrid
        object="domains"
        label={t('menu.domains')}
        refreshSignal={signal}
        rowActions={{ width: 440, fields: domainFields, render: actions }}
        toolbarExtra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setNaming({})}>
            {t('domains.new')}
          </Button>
        }
      />
      <DomainNameDialog
        open={naming !== null}
        title={naming?.row ? t('domains.renameTitle', { name: naming.row.name }) : t('domains.newTitle')}
        okText={naming?.row ? t('domains.rename') : t('domains.create')}
        initialName={naming?.row?.name}
        busy={change.isPending}
        onClose={() => setNaming(null)}
        onSubmit={async (name) => {
          const row = naming?.row;
          const done = row
            ? await apply({ kind: 'rename', domainId: row.id, name }, t('domains.renamed'))
            : await apply({ kind: 'create', name }, t('domains.created'));
          if (done) setNaming(null);
        }}
      />
      <DeleteDomainDialog
        name={deleting?.name ?? null}
        busy={change.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={async (confirmName) => {
          if (!deleting) return;
          if (await apply({ kind: 'delete', domainId: deleting.id, confirmName }, t('domains.deleted')))
            setDeleting(null);
        }}
      />
      {modalHolder}
    </>
  );
}
