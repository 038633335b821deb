import { Button, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { chartColours } from '../../chart-figures-table';
import { formatCompact, formatMoney } from '../../demo-format';
import { RecordScreen } from '../../record-screen';
import { TrendCard } from '../trend-card';
import { CompaniesCard } from './companies-card';
import { useEcommerceData } from './ecommerce-api';
import { EarningsCard, GoalCard, RevenueCard } from './ecommerce-charts';
import { BrowsersCard, TransactionsCard } from './ecommerce-lists';
import '../dashboards.css';

/** /dashboard/ecommerce: the template's e-commerce dashboard, every card drawn from GET /ecommerce/data. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('dashboards.ecommerce.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const query = useEcommerceData();
  const data = query.data;
  const statistics = ['sales', 'customers', 'products', 'revenue'] as const;

  return (
    <RecordScreen title={title} trail={[t('area')]} query={query} notFound={t('dashboards.failed')}>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <Card className="demo-dashboard-card demo-congratulation">
              <h2 className="demo-card-title">
                {t('dashboards.ecommerce.congratulation.title', { name: data.congratulation.name })}
              </h2>
              <p>{t('dashboards.ecommerce.congratulation.text')}</p>
              <p className="demo-big-figure">{formatMoney(data.congratulation.saleToday)}</p>
              <Button type="primary" onClick={() => navigate(pathFor('apps-invoice-list'))}>
                {t('dashboards.viewSales')}
              </Button>
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card
              className="demo-dashboard-card"
              title={<h2 className="demo-card-title">{t('dashboards.ecommerce.statistics.title')}</h2>}
            >
              <div className="demo-statistics">
                {statistics.map((name) => (
                  <Statistic
                    key={name}
                    title={t(`dashboards.ecommerce.statistics.${name}`)}
                    value={
                      name === 'revenue'
                        ? formatMoney(data.statistics.revenue)
                        : formatCompact(data.statistics[name])
                    }
                  />
                ))}
              </div>
            </Card>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <TrendCard
              title={t('dashboards.ecommerce.orders')}
              total={formatCompact(data.orders.total)}
              series={data.orders.series}
              shape="bar"
              format={formatCompact}
              colour={chartColours.warning}
            />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <TrendCard
              title={t('dashboards.ecommerce.profit')}
              total={formatMoney(data.profit.total)}
              series={data.profit.series}
              shape="line"
              format={formatMoney}
              colour={chartColours.info}
            />
          </Col>
          <Col xs={24} lg={12}>
            <EarningsCard earnings={data.earnings} />
          </Col>
          <Col xs={24} lg={16}>
            <RevenueCard revenue={data.revenue} />
          </Col>
          <Col xs={24} lg={8}>
            <GoalCard goal={data.goal} />
          </Col>
          <Col xs={24} lg={16}>
            <CompaniesCard companies={data.companies} />
          </Col>
          <Col xs={24} lg={8}>
            <BrowsersCard browsers={data.browsers} />
          </Col>
          <Col xs={24} lg={8}>
            <TransactionsCard transactions={data.transactions} />
          </Col>
        </Row>
      )}
    </RecordScreen>
  );
}
