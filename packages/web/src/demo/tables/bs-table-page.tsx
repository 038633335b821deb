import { Button, Card, Space, Table, type TableProps } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { formatDay, formatMoney } from '../demo-format';
import { DemoSearch } from '../demo-search';
import { statusTones, tablePageSizes, useEmployees } from './employee-api';
import { EmployeeDetails } from './employee-details';
import type { EmployeeRow } from './good-table-data';
import './tables.css';

/** /table/bs-table: the employees in antd's table: searched by the mock, sorted, selected and paged here. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('tables.bsTitle');
  usePageTitle(title);
  const [q, setQ] = useState('');
  const { data, isFetching } = useEmployees(q);
  const [selected, setSelected] = useState<Key[]>([]);
  const [opened, setOpened] = useState<EmployeeRow | null>(null);

  const columns: TableProps<EmployeeRow>['columns'] = [
    {
      key: 'name',
      dataIndex: 'fullName',
      title: t('tables.headers.name'),
      sorter: (a, b) => a.fullName.localeCompare(b.fullName),
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('tables.headers.email'),
      sorter: (a, b) => a.email.localeCompare(b.email),
    },
    {
      key: 'date',
      dataIndex: 'startDate',
      title: t('tables.headers.date'),
      sorter: (a, b) => a.startDate.localeCompare(b.startDate),
      render: (day: string) => formatDay(day),
    },
    {
      key: 'salary',
      dataIndex: 'salary',
      title: t('tables.headers.salary'),
      align: 'end',
      sorter: (a, b) => a.salary - b.salary,
      render: (salary: number) => formatMoney(salary),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('tables.headers.status'),
      sorter: (a, b) => a.status.localeCompare(b.status),
      render: (status: EmployeeRow['status']) => (
        <StatusTag tone={statusTones[status]}>{t(`tables.status.${status}`)}</StatusTag>
      ),
    },
    {
      key: 'action',
      title: t('tables.headers.action'),
      render: (_, row) => (
        <Button size="small" onClick={() => setOpened(row)}>
          {t('tables.view')}
          <span className="visually-hidden"> {row.fullName}</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('tables.area')]} />
      <Card>
        <Space wrap className="demo-toolbar">
          <DemoSearch label={t('tables.search')} onSearch={(text) => setQ(text.trim())} />
          <span role="status">{t('tables.selected', { count: selected.length })}</span>
        </Space>
        {/* Scrolled by its box, not antd's scroll.x: that adds a hidden measuring row with a focusable copy of the select-all box. */}
        <div className="demo-table-scroll">
          <Table<EmployeeRow>
            rowKey="id"
            columns={columns}
            dataSource={data?.rows ?? []}
            loading={isFetching && !data}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: setSelected,
              getCheckboxProps: (row) => ({ 'aria-label': t('tables.selectRow', { name: row.fullName }) }),
            }}
            pagination={{
              defaultPageSize: tablePageSizes[0],
              pageSizeOptions: tablePageSizes,
              showSizeChanger: true,
              showTotal: (total, [from, to]) => t('tables.showing', { from, to, total }),
            }}
          />
        </div>
      </Card>
      <EmployeeDetails row={opened} onClose={() => setOpened(null)} />
    </>
  );
}
