import { CloseOutlined, DownOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Card, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './card-action-page.tsx?raw';

// #region actions
function ActionCard() {
  const { t, i18n } = useTranslation('demo');
  const [folded, setFolded] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [closed, setClosed] = useState(false);
  const [refreshedAt, setRefreshedAt] = useState(() => new Date());
  const refresh = () => {
    setRefreshing(true);
    setTimeout(() => {
      setRefreshedAt(new Date());
      setRefreshing(false);
    }, 1200);
  };
  if (closed) return <Button onClick={() => setClosed(false)}>{t('showcase.restore')}</Button>;
  return (
    <Card
      size="small"
      title={t('cards.cardTitle')}
      extra={
        <Space size={0}>
          <Button
            type="text"
            icon={folded ? <DownOutlined /> : <UpOutlined />}
            aria-label={folded ? t('cards.expand') : t('cards.collapse')}
            aria-expanded={!folded}
            onClick={() => setFolded(!folded)}
          />
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('cards.refresh')}
            onClick={refresh}
            disabled={refreshing}
          />
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('showcase.close')}
            onClick={() => setClosed(true)}
          />
        </Space>
      }
    >
      {!folded && (
        <Spin spinning={refreshing} description={t('showcase.loading')}>
          <p>{t('showcase.sentence')}</p>
          <p className="demo-muted" aria-live="polite">
            {t('cards.refreshedAt', { time: refreshedAt.toLocaleTimeString(i18n.language) })}
          </p>
        </Spin>
      )}
    </Card>
  );
}
// #endregion

const examples: ShowcaseExample[] = [['actions', ActionCard]];

/** /card/action: a card that folds, refreshes with a spinner and closes (and comes back). */
export function Component() {
  return <Showcase group="demoCards" page="action" source={source} examples={examples} />;
}
