import { Card, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatMoney, formatPercent } from '../../demo-format';
import type { TopCompany } from './ecommerce-model';

/** The top companies, sortable by any figure. */
export function CompaniesCard({ companies }: { companies: TopCompany[] }) {
  const { t } = useTranslation('demo');
  const columns: TableProps<TopCompany>['columns'] = [
    {
      key: 'name',
      title: t('dashboards.ecommerce.companies.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, company) => (
        <div className="demo-two-lines">
          <span>{company.name}</span>
          <span className="demo-muted">{company.email}</span>
        </div>
      ),
    },
    {
      key: 'category',
      title: t('dashboards.ecommerce.companies.category'),
      render: (_, company) => t(`dashboards.ecommerce.companies.categories.${company.category}`),
    },
    {
      key: 'views',
      title: t('dashboards.ecommerce.companies.views'),
      sorter: (a, b) => a.views - b.views,
      render: (_, company) => formatCompact(company.views),
    },
    {
      key: 'revenue',
      title: t('dashboards.ecommerce.companies.revenue'),
      sorter: (a, b) => a.revenue - b.revenue,
      render: (_, company) => formatMoney(company.revenue),
    },
    {
      key: 'salesChange',
      title: t('dashboards.ecommerce.companies.sales'),
      sorter: (a, b) => a.salesChange - b.salesChange,
      render: (_, company) => (
        <span className={company.salesChange < 0 ? 'demo-fall' : 'demo-rise'}>
          {formatPercent(company.salesChange)}
        </span>
      ),
    },
  ];
  return (
    <Card
      className="demo-dashboard-card"
      title={<h2 className="demo-card-title">{t('dashboards.ecommerce.companies.title')}</h2>}
    >
      <Table<TopCompany>
        rowKey="id"
        columns={columns}
        dataSource={companies}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
