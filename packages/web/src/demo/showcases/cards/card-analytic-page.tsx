import { Progress, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatDay } from '../../demo-format';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './card-analytic-page.tsx?raw';
import { useCardStatistics } from './statistic-api';

// #region orders
function OrdersByDay() {
  const { t } = useTranslation('demo');
  const { data } = useCardStatistics();
  if (!data) return <Skeleton active />;
  const { days, series } = data.trends.ordersReceived;
  const top = Math.max(...series);
  return (
    <Space orientation="vertical" className="demo-full-width">
      {days.map((day, index) => {
        const count = series[index] ?? 0;
        return (
          <div key={day}>
            <span>
              {formatDay(day)}: {formatCompact(count)}
            </span>
            <Progress
              percent={Math.round((count / top) * 100)}
              showInfo={false}
              aria-label={formatDay(day)}
            />
          </div>
        );
      })}
      <span className="demo-muted">{t('cards.ordersNote')}</span>
    </Space>
  );
}
// #endregion

// #region share
function ShareOfVisitors() {
  const { t } = useTranslation('demo');
  const { data } = useCardStatistics();
  if (!data) return <Skeleton active />;
  const { activeUsers, siteTraffic } = data.trends;
  const share = Math.round((activeUsers.total / siteTraffic.total) * 100);
  return (
    <Space orientation="vertical" align="center" className="demo-full-width">
      <Progress type="circle" percent={share} aria-label={t('cards.activeShare')} />
      <p>{t('cards.activeShare')}</p>
    </Space>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['orders', OrdersByDay],
  ['share', ShareOfVisitors],
];

/** /card/analytic: the week's orders by day and the share of active visitors, from the card figures. */
export function Component() {
  return <Showcase group="demoCards" page="analytic" source={source} examples={examples} />;
}
