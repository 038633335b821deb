import { Badge, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './pill-badge-page.tsx?raw';

const tones = {
  '#4338ca': 'primary',
  '#047857': 'success',
  '#b91c1c': 'danger',
  '#92400e': 'warning',
} as const;

// #region pills
function PillBadges() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      {Object.entries(tones).map(([color, tone]) => (
        <Badge key={tone} count={t(`showcase.kinds.${tone}`)} color={color} />
      ))}
    </Space>
  );
}
// #endregion

// #region onButton
function PillOnButton() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap size="large">
      <Button>
        {t('showcase.messages')} <Badge count={4} color="#4338ca" aria-hidden />
      </Button>
      <Button>
        {t('showcase.notificationsTitle')} <Badge count={12} color="#b91c1c" aria-hidden />
      </Button>
    </Space>
  );
}
// #endregion

/** /components/pill-badge: rounded badges with words, and counts inside buttons. */
const examples: ShowcaseExample[] = [
  ['pills', PillBadges],
  ['onButton', PillOnButton],
];

export function Component() {
  return <Showcase group="demoComponents" page="pill-badge" source={source} examples={examples} />;
}
