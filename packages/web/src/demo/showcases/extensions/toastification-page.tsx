import { App, Button, Radio, Space } from 'antd';
import type { NotificationPlacement } from 'antd/es/notification/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './toastification-page.tsx?raw';

// #region console
function ConsoleToasts() {
  const { t } = useTranslation('demo');
  return (
    <Space wrap>
      <Button type="primary" onClick={() => toastSuccess(t('showcase.toastSaved'))}>
        {t('showcase.kinds.success')}
      </Button>
      <Button danger onClick={() => toastError(t('showcase.toastFailed'))}>
        {t('showcase.kinds.error')}
      </Button>
    </Space>
  );
}
// #endregion

const placements: NotificationPlacement[] = [
  'topLeft',
  'top',
  'topRight',
  'bottomLeft',
  'bottom',
  'bottomRight',
];

// #region positions
function PlacedToasts() {
  const { t } = useTranslation('demo');
  // Toasts in a chosen corner go through the App's notifications, in the console's theme.
  const { notification } = App.useApp();
  const [placement, setPlacement] = useState<NotificationPlacement>('topRight');
  return (
    <Space orientation="vertical">
      <Radio.Group
        aria-label={t('extensions.position')}
        value={placement}
        onChange={(event) => setPlacement(event.target.value)}
        options={placements.map((value) => ({ value, label: t(`extensions.placements.${value}`) }))}
      />
      <Space wrap>
        {(['success', 'info', 'warning', 'error'] as const).map((kind) => (
          <Button
            key={kind}
            onClick={() =>
              notification[kind]({
                title: t(`showcase.kinds.${kind}`),
                description: t('showcase.sentence'),
                placement,
              })
            }
          >
            {t(`showcase.kinds.${kind}`)}
          </Button>
        ))}
      </Space>
    </Space>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['console', ConsoleToasts],
  ['positions', PlacedToasts],
];

/** /extensions/toastification: the console's toasts, and toasts of each kind in a chosen position. */
export function Component() {
  return (
    <App component={false}>
      <Showcase group="demoExtensions" page="toastification" source={source} examples={examples} />
    </App>
  );
}
