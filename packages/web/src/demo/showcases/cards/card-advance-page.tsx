import { Avatar, Button, Card, List, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, initialsOf } from '../../demo-format';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './card-advance-page.tsx?raw';

// #region profile
function ProfileCard() {
  const { t } = useTranslation('demo');
  return (
    <Card className="demo-center">
      <Avatar size={72} className="demo-avatar">
        {initialsOf('Ada Lovelace')}
      </Avatar>
      <h3 className="demo-section-title">Ada Lovelace</h3>
      <p className="demo-muted">{t('cards.analyst')}</p>
      <Space size="large">
        <span className="demo-two-lines">
          <strong>128</strong> {t('cards.reports')}
        </span>
        <span className="demo-two-lines">
          <strong>14</strong> {t('cards.cubes')}
        </span>
      </Space>
      <Button type="primary" block style={{ marginTop: 16 }}>
        {t('cards.follow')}
      </Button>
    </Card>
  );
}
// #endregion

const payments = [
  { name: 'Grace Hopper', amount: 1250 },
  { name: 'Alan Turing', amount: -320.5 },
  { name: 'Barbara Liskov', amount: 840 },
];

// #region transactions
function TransactionsCard() {
  const { t } = useTranslation('demo');
  return (
    <Card title={t('cards.transactions')} size="small">
      <List
        dataSource={payments}
        renderItem={({ name, amount }) => (
          <List.Item
            extra={
              <strong className={amount < 0 ? 'demo-negative' : 'demo-positive'}>
                {formatMoney(amount)}
              </strong>
            }
          >
            <List.Item.Meta
              avatar={<Avatar className="demo-avatar">{initialsOf(name)}</Avatar>}
              title={name}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
// #endregion

// #region goal
function GoalCard() {
  const { t } = useTranslation('demo');
  return (
    <Card title={t('cards.goal')} size="small" className="demo-center">
      <Progress type="dashboard" percent={83} aria-label={t('cards.goal')} />
      <p>{t('cards.goalText', { done: 786617, total: 950000 })}</p>
    </Card>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['profile', ProfileCard],
  ['transactions', TransactionsCard],
  ['goal', GoalCard],
];

/** /card/card-advance: a profile, a list of payments and a goal, each a card. */
export function Component() {
  return <Showcase group="demoCards" page="advance" source={source} examples={examples} />;
}
