import { CheckOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import { accessControlRoutes, type RouteBody } from '@cubus/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Checkbox, Skeleton, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { callRoute } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toast';
import { type GrantRole, groupMatrix, type MatrixRow, toggledGrants } from './acl-matrix';

const matrixKey = ['acl', 'matrix'] as const;

/** Needs read on ACL (SPEC §2); admins (manage Admin) may grant editors and viewers extra actions. */
export function Component() {
  return (
    <RequireAbility action="read" subject="ACL">
      <AccessControlScreen />
    </RequireAbility>
  );
}

function AccessControlScreen() {
  const { t } = useTranslation();
  const title = t('menu.accessControl');
  usePageTitle(title);
  const ability = useAbility<AppAbility>();
  const editable = ability.can('manage', 'Admin');
  const client = useQueryClient();
  const matrix = useQuery({
    queryKey: matrixKey,
    queryFn: () => callRoute(accessControlRoutes.matrix, {}),
  });
  const grant = useMutation({
    mutationFn: (body: RouteBody<typeof accessControlRoutes.grant>) =>
      callRoute(accessControlRoutes.grant, body),
    onSuccess: (next) => {
      client.setQueryData(matrixKey, next);
      toastSuccess(t('acl.saved'));
    },
  });
  const tables = useMemo(() => (matrix.data ? groupMatrix(matrix.data) : []), [matrix.data]);

  return (
    <>
      <PageHeader title={title} trail={[t('menu.adminSection')]} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="acl-mode"
        title={editable ? t('acl.editableHint') : t('acl.readOnlyHint')}
      />
      <div className="acl-legend">
        <Space wrap>
          <span>
            <CheckOutlined aria-hidden className="acl-cell--role" /> {t('acl.legendRole')}
          </span>
          <StatusTag tone="info">{t('acl.granted')}</StatusTag>
          <span>{t('acl.legendGrant')}</span>
        </Space>
      </div>
      {!matrix.data ? (
        <Skeleton active />
      ) : (
        tables.map((table) => (
          <Card
            key={table.role}
            title={<h2 className="card-heading">{t(`roles.${table.role}`)}</h2>}
            style={{ marginBottom: 16 }}
            data-testid={`acl-role-${table.role}`}
          >
            <Table<MatrixRow>
              rowKey="kind"
              size="small"
              pagination={false}
              scroll={{ x: true }}
              dataSource={table.rows}
              columns={columnsFor(
                table.role,
                matrix.data?.actions ?? [],
                editable,
                grant.isPending,
                t,
                (row, action, on) =>
                  // Only a grantable row (editor, viewer) has switches.
                  grant.mutate({
                    role: table.role as GrantRole,
                    kind: row.kind,
                    actions: toggledGrants(row, action, on),
                  }),
              )}
            />
          </Card>
        ))
      )}
    </>
  );
}

type Toggle = (row: MatrixRow, action: string, on: boolean) => void;

function columnsFor(
  role: string,
  actions: string[],
  editable: boolean,
  busy: boolean,
  t: (key: string, options?: Record<string, unknown>) => string,
  onToggle: Toggle,
): TableColumnsType<MatrixRow> {
  return [
    {
      title: t('acl.kind'),
      key: 'kind',
      fixed: 'start',
      render: (_, row) => t(`acl.kinds.${row.kind}`, { defaultValue: row.kind }),
    },
    ...actions.map((action) => ({
      title: t(`acl.actions.${action}`, { defaultValue: action }),
      key: action,
      align: 'center' as const,
      render: (_: unknown, row: MatrixRow) => {
        const source = row.cells[action];
        const label = t('acl.cellLabel', {
          role: t(`roles.${role}`),
          action: t(`acl.actions.${action}`, { defaultValue: action }),
          kind: t(`acl.kinds.${row.kind}`, { defaultValue: row.kind }),
        });
        if (source === 'role')
          return (
            <Tooltip title={t('acl.legendRole')}>
              <CheckOutlined
                className="acl-cell--role"
                role="img"
                aria-label={`${label}: ${t('acl.legendRole')}`}
              />
            </Tooltip>
          );
        if (editable && row.grantable)
          return (
            <Checkbox
              checked={source === 'grant'}
              disabled={busy}
              aria-label={label}
              onChange={(event) => onToggle(row, action, event.target.checked)}
            />
          );
        if (source === 'grant') return <StatusTag tone="info">{t('acl.granted')}</StatusTag>;
        return <span className="visually-hidden">{t('acl.notAllowed')}</span>;
      },
    })),
  ];
}
