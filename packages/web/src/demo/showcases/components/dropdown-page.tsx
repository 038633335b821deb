import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './dropdown-page.tsx?raw';

// #region menu
function MenuDropdown() {
  const { t } = useTranslation('demo');
  const [chosen, setChosen] = useState<string>();
  const items = (['profile', 'messages', 'settings'] as const).map((key) => ({
    key,
    label: t(`showcase.${key}`),
  }));
  return (
    <Space orientation="vertical">
      <Dropdown
        trigger={['click']}
        autoFocus
        menu={{ items, onClick: ({ key }) => setChosen(t(`showcase.${key}`)) }}
      >
        <Button>
          {t('showcase.open')} <DownOutlined />
        </Button>
      </Dropdown>
      <span aria-live="polite">
        {chosen ? t('showcase.selected', { value: chosen }) : t('showcase.noneSelected')}
      </span>
    </Space>
  );
}
// #endregion

// #region split
function SplitButton() {
  const { t } = useTranslation('demo');
  const [saved, setSaved] = useState('');
  return (
    <Space orientation="vertical">
      <Space.Compact>
        <Button type="primary" onClick={() => setSaved(t('showcase.save'))}>
          {t('showcase.save')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'copy', label: t('showcase.saveCopy') },
              { type: 'divider' },
              { key: 'delete', label: t('showcase.delete'), danger: true },
            ],
            onClick: ({ key }) => setSaved(key === 'copy' ? t('showcase.saveCopy') : t('showcase.delete')),
          }}
        >
          <Button type="primary" icon={<DownOutlined />} aria-label={t('showcase.more')} />
        </Dropdown>
      </Space.Compact>
      <span aria-live="polite">{saved && t('showcase.selected', { value: saved })}</span>
    </Space>
  );
}
// #endregion

/** /components/dropdown: a menu opened by click or keyboard (Enter, arrows, Escape), and a split button. */
const examples: ShowcaseExample[] = [
  ['menu', MenuDropdown],
  ['split', SplitButton],
];

export function Component() {
  return <Showcase group="demoComponents" page="dropdown" source={source} examples={examples} />;
}
