import { useQuery } from '@tanstack/react-query';
import { Card, Input, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { apiClient } from '../../lib/api-client';

interface RootUserRow {
  id: string;
  username: string;
  email: string;
  fullName: string;
  status: 'active' | 'blocked';
  isRoot: boolean;
  domains: { id: string; name: string; role: string }[];
  createdAt: string;
}

export function Component() {
  return (
    <RequireAbility action="manage" subject="Root">
      <AllUsersScreen />
    </RequireAbility>
  );
}

function AllUsersScreen() {
  const { t } = useTranslation();
  const title = t('root.users.title');
  usePageTitle(title);
  const [search, setSearch] = useState('');
  const users = useQuery({
    queryKey: ['root', 'users'],
    queryFn: () =>
      apiClient.post<{ rows: RootUserRow[] }>('/api/root/users', {}).then((answer) => answer.data.rows),
  });
  const rows = useMemo(() => {
    const needle = search.toLowerCase();
    return (users.data ?? []).filter((row) =>
      [row.username, row.email, row.fullName].some((text) => text.toLowerCase().includes(needle)),
    );
  }, [users.data, search]);

  const columns: TableColumnsType<RootUserRow> = [
    { title: t('root.users.username'), dataIndex: 'username', key: 'username' },
    { title: t('root.users.fullName'), dataIndex: 'fullName', key: 'fullName' },
    { title: t('root.users.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('root.users.status'),
      key: 'status',
      render: (_, row) => (
        <Space size={4} wrap>
          <StatusTag tone={row.status === 'active' ? 'success' : 'danger'}>
            {t(`admin.users.statuses.${row.status}`)}
          </StatusTag>
          {row.isRoot && <StatusTag tone="accent">{t('roles.root')}</StatusTag>}
        </Space>
      ),
    },
    {
      title: t('root.users.domains'),
      key: 'domains',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.domains.map((d) => (
            <StatusTag key={d.id} tone="neutral">
              {d.name} · {t(`roles.${d.role}`, { defaultValue: d.role })}
            </StatusTag>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} trail={[t('menu.rootSection')]} />
      <Card>
        <div className="toolbar">
          <Input.Search
            allowClear
            placeholder={t('admin.users.searchPlaceholder')}
            aria-label={t('common.search')}
            onSearch={(value) => setSearch(value.trim())}
            onChange={(event) => !event.target.value && setSearch('')}
            style={{ maxWidth: 320 }}
          />
        </div>
        <Table<RootUserRow>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={users.isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          data-testid="root-users-table"
          locale={{ emptyText: t('common.empty') }}
        />
      </Card>
    </>
  );
}
