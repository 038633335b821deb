import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './breadcrumb-page.tsx?raw';

// #region basic
function BasicBreadcrumb() {
  const { t } = useTranslation('demo');
  return (
    <Breadcrumb
      aria-label={t('showcase.examples.basic')}
      items={[
        {
          title: (
            <a href="#home">
              <HomeOutlined /> {t('showcase.home')}
            </a>
          ),
        },
        { title: <a href="#library">{t('showcase.library')}</a> },
        { title: t('showcase.data') },
      ]}
    />
  );
}
// #endregion

// #region menu
function BreadcrumbWithMenu() {
  const { t } = useTranslation('demo');
  return (
    <Breadcrumb
      aria-label={t('showcase.examples.menu')}
      separator=">"
      items={[
        { title: t('showcase.home') },
        {
          title: <a href="#library">{t('showcase.library')}</a>,
          menu: {
            items: [1, 2, 3].map((number) => ({ key: number, label: t('showcase.item', { number }) })),
          },
        },
        { title: t('showcase.settings') },
      ]}
    />
  );
}
// #endregion

/** /components/breadcrumb: a trail with an icon, and one with a separator and a menu. */
const examples: ShowcaseExample[] = [
  ['basic', BasicBreadcrumb],
  ['menu', BreadcrumbWithMenu],
];

export function Component() {
  return <Showcase group="demoComponents" page="breadcrumb" source={source} examples={examples} />;
}
