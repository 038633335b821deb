import { Button, Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { chartColours } from '../../chart-figures-table';
import { formatCompact, formatPercent } from '../../demo-format';
import { RecordScreen } from '../../record-screen';
import { TrendCard } from '../trend-card';
import { useAnalyticsData } from './analytics-api';
import { SalesCard, TimelineCard } from './analytics-cards';
import { SessionsCard, SupportCard } from './analytics-period-cards';
import '../dashboards.css';

/** /dashboard/analytics: the template's analytics dashboard, every card drawn from GET /analytics/data. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('dashboards.analytics.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const query = useAnalyticsData();
  const data = query.data;
  const count = (value: number) => formatCompact(value);

  return (
    <RecordScreen title={title} trail={[t('area')]} query={query} notFound={t('dashboards.failed')}>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card className="demo-dashboard-card demo-congratulation">
              <h2 className="demo-card-title">
                {t('dashboards.analytics.congratulation.title', { name: data.congratulation.name })}
              </h2>
              <p>
                {t('dashboards.analytics.congratulation.text', {
                  percent: formatPercent(data.congratulation.salesGrowth),
                })}
              </p>
              <Button type="primary" onClick={() => navigate(pathFor('apps-invoice-list'))}>
                {t('dashboards.viewSales')}
              </Button>
            </Card>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <TrendCard
              title={t('dashboards.analytics.subscribers')}
              total={count(data.subscribersGained.total)}
              series={data.subscribersGained.series}
              shape="line"
              format={count}
              colour={chartColours.primary}
            />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <TrendCard
              title={t('dashboards.analytics.orders')}
              total={count(data.ordersReceived.total)}
              series={data.ordersReceived.series}
              shape="line"
              format={count}
              colour={chartColours.warning}
            />
          </Col>
          <Col xs={24} lg={12}>
            <SessionsCard data={data} />
          </Col>
          <Col xs={24} lg={12}>
            <SupportCard data={data} />
          </Col>
          <Col xs={24} lg={12}>
            <SalesCard sales={data.sales} />
          </Col>
          <Col xs={24} lg={12}>
            <TimelineCard timeline={data.timeline} />
          </Col>
        </Row>
      )}
    </RecordScreen>
  );
}
