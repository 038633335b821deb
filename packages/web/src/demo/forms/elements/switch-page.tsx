import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './switch-page.tsx?raw';

function BasicSwitch() {
  const { t } = useTranslation('demo');
  const [on, setOn] = useState(true);
  return (
    <Space>
      <Switch checked={on} onChange={setOn} aria-label={t('forms.labels.notifications')} />
      <span aria-live="polite">{on ? t('forms.switch.on') : t('forms.switch.off')}</span>
    </Space>
  );
}

function SwitchWithIcons() {
  const { t } = useTranslation('demo');
  return (
    <Switch
      defaultChecked
      checkedChildren={<CheckOutlined />}
      unCheckedChildren={<CloseOutlined />}
      aria-label={t('forms.labels.newsletter')}
    />
  );
}

function DisabledSwitches() {
  const { t } = useTranslation('demo');
  return (
    <Space>
      <Switch disabled defaultChecked aria-label={t('forms.labels.locked')} />
      <Switch size="small" aria-label={t('forms.labels.compact')} />
    </Space>
  );
}

/** /forms/form-element/switch: antd's Switch, labelled, with icons, disabled, small. */
export function Component() {
  return (
    <ExamplesPage
      page="switch"
      source={source}
      examples={[
        { name: 'BasicSwitch', Component: BasicSwitch },
        { name: 'SwitchWithIcons', Component: SwitchWithIcons },
        { name: 'DisabledSwitches', Component: DisabledSwitches },
      ]}
    />
  );
}
