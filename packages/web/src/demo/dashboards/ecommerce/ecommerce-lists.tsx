import { Card, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../demo-format';
import type { EcommerceData } from './ecommerce-model';

/** Which browsers the visits came from, largest share first. */
export function BrowsersCard({ browsers }: { browsers: EcommerceData['browsers'] }) {
  const { t } = useTranslation('demo');
  return (
    <Card
      className="demo-dashboard-card"
      title={<h2 className="demo-card-title">{t('dashboards.ecommerce.browsers.title')}</h2>}
    >
      <ul className="demo-plain-list">
        {browsers.map((browser) => (
          <li key={browser.name}>
            <span id={`browser-${browser.name}`}>{browser.name}</span>
            <Progress percent={browser.share} size="small" aria-labelledby={`browser-${browser.name}`} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The latest money in and out, by how it moved. */
export function TransactionsCard({ transactions }: { transactions: EcommerceData['transactions'] }) {
  const { t } = useTranslation('demo');
  return (
    <Card
      className="demo-dashboard-card"
      title={<h2 className="demo-card-title">{t('dashboards.ecommerce.transactions.title')}</h2>}
    >
      <ul className="demo-plain-list">
        {transactions.map((entry) => (
          <li key={entry.kind} className="demo-transaction">
            <span>{t(`dashboards.ecommerce.transactions.kinds.${entry.kind}`)}</span>
            <span className={entry.amount < 0 ? 'demo-fall' : 'demo-rise'}>{formatMoney(entry.amount)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
