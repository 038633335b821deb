import { Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './tab-page.tsx?raw';

// #region basic
function BasicTabs() {
  const { t } = useTranslation('demo');
  return (
    <Tabs
      items={[1, 2, 3].map((number) => ({
        key: String(number),
        label: t('showcase.tab', { number }),
        children: <p>{t('showcase.tabContent', { number })}</p>,
      }))}
    />
  );
}
// #endregion

// #region editable
function EditableTabs() {
  const { t } = useTranslation('demo');
  const [tabs, setTabs] = useState([1, 2]);
  const [active, setActive] = useState('1');
  const add = () => {
    const next = Math.max(0, ...tabs) + 1;
    setTabs([...tabs, next]);
    setActive(String(next));
  };
  const removeActive = () => {
    const rest = tabs.filter((tab) => String(tab) !== active);
    setTabs(rest);
    setActive(String(rest[0] ?? ''));
  };
  return (
    <>
      <Space.Compact>
        <Button onClick={add}>{t('showcase.add')}</Button>
        <Button onClick={removeActive} disabled={tabs.length < 2}>
          {t('showcase.remove')}
        </Button>
      </Space.Compact>
      <Tabs
        type="card"
        activeKey={active}
        onChange={setActive}
        items={tabs.map((number) => ({
          key: String(number),
          label: t('showcase.tab', { number }),
          children: <p>{t('showcase.tabContent', { number })}</p>,
        }))}
      />
    </>
  );
}
// #endregion

// #region vertical
function VerticalTabs() {
  const { t } = useTranslation('demo');
  return (
    <Tabs
      tabPlacement="start"
      items={(['home', 'profile', 'settings'] as const).map((key) => ({
        key,
        label: t(`showcase.${key}`),
        children: <p>{t('showcase.sentence')}</p>,
      }))}
    />
  );
}
// #endregion

/** /components/tab: tabs (arrow keys move between them), tabs added and closed, tabs at the side. */
const examples: ShowcaseExample[] = [
  ['basic', BasicTabs],
  ['editable', EditableTabs],
  ['vertical', VerticalTabs],
];

export function Component() {
  return <Showcase group="demoComponents" page="tab" source={source} examples={examples} />;
}
