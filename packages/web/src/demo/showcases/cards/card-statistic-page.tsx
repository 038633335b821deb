import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardStatistics } from '../../cards/card-statistics-data';
import { formatCompact, formatMoney, formatPercent } from '../../demo-format';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './card-statistic-page.tsx?raw';
import { useCardStatistics } from './statistic-api';
import { TrendLine } from './trend-line';

// #region overview
function OverviewCard() {
  const { t } = useTranslation('demo');
  const { data } = useCardStatistics();
  if (!data) return <Skeleton active />;
  const { sales, customers, products, revenue } = data.overview;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12}>
        <Statistic title={t('cards.sales')} value={formatCompact(sales)} />
      </Col>
      <Col xs={12}>
        <Statistic title={t('cards.customers')} value={formatCompact(customers)} />
      </Col>
      <Col xs={12}>
        <Statistic title={t('cards.products')} value={formatCompact(products)} />
      </Col>
      <Col xs={12}>
        <Statistic title={t('cards.revenue')} value={formatMoney(revenue)} />
      </Col>
    </Row>
  );
}
// #endregion

const trendColours = ['#4338ca', '#047857', '#b91c1c', '#92400e'];
type TrendName = keyof CardStatistics['trends'];

// #region trends
function TrendCards() {
  const { t } = useTranslation('demo');
  const { data } = useCardStatistics();
  if (!data) return <Skeleton active />;
  const names: TrendName[] = ['subscribersGained', 'ordersReceived', 'siteTraffic', 'activeUsers'];
  return (
    <Row gutter={[16, 16]}>
      {names.map((name, index) => {
        const trend = data.trends[name];
        return (
          <Col xs={24} sm={12} key={name}>
            <Card size="small">
              <Statistic
                title={t(`cards.trends.${name}`)}
                value={formatCompact(trend.total)}
                suffix={<span className="demo-muted">{formatPercent(trend.change)}</span>}
              />
              <TrendLine
                trend={trend}
                label={t(`cards.trends.${name}`)}
                colour={trendColours[index] ?? '#4338ca'}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['overview', OverviewCard],
  ['trends', TrendCards],
];

/** /card/statistic: the figures of GET /card/card-statistics, totals and a week's trend each. */
export function Component() {
  return <Showcase group="demoCards" page="statistic" source={source} examples={examples} />;
}
