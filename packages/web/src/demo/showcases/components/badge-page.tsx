import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './badge-page.tsx?raw';

// #region counter
function BadgeCounter() {
  const { t } = useTranslation('demo');
  const [count, setCount] = useState(5);
  return (
    <Space wrap>
      <Badge count={count} overflowCount={9}>
        <Button icon={<BellOutlined />} aria-label={t('showcase.notifications', { count })} />
      </Badge>
      <Button onClick={() => setCount((n) => n + 1)}>{t('showcase.add')}</Button>
      <Button onClick={() => setCount((n) => Math.max(0, n - 1))}>{t('showcase.remove')}</Button>
    </Space>
  );
}
// #endregion

// #region status
function BadgeStatus() {
  const { t } = useTranslation('demo');
  return (
    <Space orientation="vertical">
      {(['success', 'processing', 'warning', 'error', 'default'] as const).map((status) => (
        <Badge key={status} status={status} text={t(`showcase.status.${status}`)} />
      ))}
    </Space>
  );
}
// #endregion

/** /components/badge: a counter that overflows at 9+, and status dots. */
const examples: ShowcaseExample[] = [
  ['counter', BadgeCounter],
  ['status', BadgeStatus],
];

export function Component() {
  return <Showcase group="demoComponents" page="badge" source={source} examples={examples} />;
}
