import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Modal, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { toastError, toastSuccess } from '../../../lib/toast';
import { DemoSearch } from '../../demo-search';
import { useListParams } from '../../use-list-params';
import { type UserListParams, useSaveUser, useUsers } from './user-api';
import { UserForm } from './user-form';
import { type DemoUser, userPageSize, userPlans, userRoles, userStatuses } from './user-model';
import { UserStatusTag } from './user-tags';

/** /apps/users/list: the sample users, searched, filtered by role, plan and status, sorted, paged; Add user. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('users.list.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const create = useSaveUser(undefined);
  const { params, change, sortOrder, onTableChange, pagination, perPageOptions } =
    useListParams<UserListParams>({
      q: '',
      role: '',
      plan: '',
      status: '',
      sortBy: 'id',
      sortDesc: false,
      perPage: userPageSize,
      page: 1,
    });
  const { data, isFetching } = useUsers(params);

  const filter = (group: 'role' | 'plan' | 'status', values: readonly string[]) => (
    <Select
      aria-label={t(`users.fields.${group}`)}
      value={params[group]}
      onChange={(value) => change({ [group]: value })}
      style={{ width: 170 }}
      options={[
        { value: '', label: t(`users.list.any.${group}`) },
        ...values.map((value) => ({ value, label: t(`users.${group}.${value}`) })),
      ]}
    />
  );

  const sortable = (key: keyof DemoUser, render?: (user: DemoUser) => React.ReactNode) => ({
    key,
    title: t(`users.fields.${key}`),
    sorter: true,
    sortOrder: sortOrder(key),
    render: (_: unknown, user: DemoUser) => render?.(user) ?? String(user[key]),
  });

  const columns: TableProps<DemoUser>['columns'] = [
    sortable('fullName', (user) => (
      <div className="demo-two-lines">
        <Link to={pathFor('apps-users-view', { id: String(user.id) })}>{user.fullName}</Link>
        <span className="demo-muted">@{user.username}</span>
      </div>
    )),
    sortable('email'),
    sortable('role', (user) => t(`users.role.${user.role}`)),
    sortable('plan', (user) => t(`users.plan.${user.plan}`)),
    sortable('status', (user) => <UserStatusTag status={user.status} />),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, user) => (
        <Link to={pathFor('apps-users-edit', { id: String(user.id) })}>
          {t('common.edit')}
          <span className="visually-hidden"> {user.fullName}</span>
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} trail={[t('area')]} />
      <Card>
        <Space wrap className="demo-toolbar">
          {filter('role', userRoles)}
          {filter('plan', userPlans)}
          {filter('status', userStatuses)}
        </Space>
        <Space wrap className="demo-toolbar">
          <DemoSearch label={t('users.list.search')} onSearch={(q) => change({ q })} />
          <Select
            aria-label={t('common.perPage')}
            value={params.perPage}
            onChange={(perPage) => change({ perPage })}
            options={perPageOptions}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('users.list.add')}
          </Button>
        </Space>
        <Table<DemoUser>
          rowKey="id"
          columns={columns}
          dataSource={data?.users ?? []}
          loading={isFetching && !data}
          scroll={{ x: 'max-content' }}
          pagination={pagination(data?.total ?? 0)}
          onChange={onTableChange}
        />
      </Card>
      <Modal
        title={t('users.list.add')}
        open={adding}
        onCancel={() => setAdding(false)}
        footer={null}
        destroyOnHidden
        width={720}
      >
        <UserForm
          saving={create.isPending}
          onCancel={() => setAdding(false)}
          onSave={(user) =>
            create.mutate(user, {
              onSuccess: ({ user: saved }) => {
                toastSuccess(t('users.form.saved', { name: saved.fullName }));
                setAdding(false);
                navigate(pathFor('apps-users-view', { id: String(saved.id) }));
              },
              onError: () => toastError(t('common.saveFailed')),
            })
          }
        />
      </Modal>
    </>
  );
}
