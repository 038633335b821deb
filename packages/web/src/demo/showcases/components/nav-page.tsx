import { Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './nav-page.tsx?raw';

function useNavItems() {
  const { t } = useTranslation('demo');
  return (['home', 'profile', 'messages', 'settings'] as const).map((key) => ({
    key,
    label: t(`showcase.${key}`),
  }));
}

// #region horizontal
function HorizontalNav() {
  const { t } = useTranslation('demo');
  const [current, setCurrent] = useState('home');
  return (
    <nav aria-label={t('showcase.examples.horizontal')}>
      <Menu
        mode="horizontal"
        selectedKeys={[current]}
        onClick={({ key }) => setCurrent(key)}
        items={useNavItems()}
      />
    </nav>
  );
}
// #endregion

// #region vertical
function VerticalNav() {
  const { t } = useTranslation('demo');
  const [current, setCurrent] = useState('profile');
  return (
    <nav aria-label={t('showcase.examples.vertical')}>
      <Menu
        mode="inline"
        selectedKeys={[current]}
        onClick={({ key }) => setCurrent(key)}
        items={useNavItems()}
      />
    </nav>
  );
}
// #endregion

/** /components/nav: navigation across and down; the current entry stays marked. */
const examples: ShowcaseExample[] = [
  ['horizontal', HorizontalNav],
  ['vertical', VerticalNav],
];

export function Component() {
  return <Showcase group="demoComponents" page="nav" source={source} examples={examples} />;
}
