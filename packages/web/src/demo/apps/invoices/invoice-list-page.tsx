import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { formatDay, formatMoney } from '../../demo-format';
import { DemoSearch } from '../../demo-search';
import { useListParams } from '../../use-list-params';
import { type InvoiceListParams, useInvoices } from './invoice-api';
import { balanceAmount, type Invoice, invoicePageSize, invoiceStatuses } from './invoice-model';
import { InvoiceStatusTag } from './invoice-status-tag';

/** /apps/invoice/list: the sample invoices, searched, filtered by status, sorted and paged by the mock. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('invoices.list.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const { params, change, sortOrder, onTableChange, pagination, perPageOptions } =
    useListParams<InvoiceListParams>({
      q: '',
      status: '',
      sortBy: 'id',
      sortDesc: false,
      perPage: invoicePageSize,
      page: 1,
    });
  const { data, isFetching } = useInvoices(params);

  const columns: TableProps<Invoice>['columns'] = [
    {
      key: 'id',
      title: '#',
      sorter: true,
      sortOrder: sortOrder('id'),
      render: (_, invoice) => (
        <Link to={pathFor('apps-invoice-preview', { id: String(invoice.id) })}>#{invoice.id}</Link>
      ),
    },
    {
      key: 'invoiceStatus',
      title: t('invoices.fields.status'),
      sorter: true,
      sortOrder: sortOrder('invoiceStatus'),
      render: (_, invoice) => <InvoiceStatusTag status={invoice.invoiceStatus} />,
    },
    {
      key: 'client',
      title: t('invoices.fields.client'),
      sorter: true,
      sortOrder: sortOrder('client'),
      render: (_, invoice) => (
        <div className="demo-two-lines">
          <span>{invoice.client.name}</span>
          <span className="demo-muted">{invoice.client.companyEmail}</span>
        </div>
      ),
    },
    {
      key: 'total',
      title: t('invoices.fields.total'),
      align: 'end',
      sorter: true,
      sortOrder: sortOrder('total'),
      render: (_, invoice) => formatMoney(invoice.total),
    },
    {
      key: 'issuedDate',
      title: t('invoices.fields.issuedDate'),
      sorter: true,
      sortOrder: sortOrder('issuedDate'),
      render: (_, invoice) => formatDay(invoice.issuedDate),
    },
    {
      key: 'balance',
      title: t('invoices.fields.balance'),
      align: 'end',
      sorter: true,
      sortOrder: sortOrder('balance'),
      render: (_, invoice) => formatMoney(balanceAmount(invoice.balance)),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, invoice) => (
        <Link to={pathFor('apps-invoice-edit', { id: String(invoice.id) })}>
          {t('common.edit')}
          <span className="visually-hidden"> #{invoice.id}</span>
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={title} trail={[t('area')]} />
      <Card>
        <Space wrap className="demo-toolbar">
          <DemoSearch label={t('invoices.list.search')} onSearch={(q) => change({ q })} />
          <Select
            aria-label={t('invoices.fields.status')}
            value={params.status}
            onChange={(status) => change({ status })}
            style={{ width: 200 }}
            options={[
              { value: '', label: t('invoices.list.anyStatus') },
              ...invoiceStatuses.map((status) => ({ value: status, label: t(`invoices.status.${status}`) })),
            ]}
          />
          <Select
            aria-label={t('common.perPage')}
            value={params.perPage}
            onChange={(perPage) => change({ perPage })}
            options={perPageOptions}
          />
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(pathFor('apps-invoice-add'))}
          >
            {t('invoices.list.add')}
          </Button>
        </Space>
        <Table<Invoice>
          rowKey="id"
          columns={columns}
          dataSource={data?.invoices ?? []}
          loading={isFetching && !data}
          scroll={{ x: 'max-content' }}
          pagination={pagination(data?.total ?? 0)}
          onChange={onTableChange}
        />
      </Card>
    </>
  );
}
