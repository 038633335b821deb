import { Collapse } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './collapse-page.tsx?raw';

function useItems() {
  const { t } = useTranslation('demo');
  return [1, 2, 3].map((number) => ({
    key: String(number),
    label: t('showcase.item', { number }),
    children: <p>{t('showcase.sentence')}</p>,
  }));
}

// #region accordion
function Accordion() {
  // One panel open at a time, kept here: antd's own accordion mode marks the panels as tabs.
  const [open, setOpen] = useState<string[]>(['1']);
  return <Collapse activeKey={open} onChange={(keys) => setOpen(keys.slice(-1))} items={useItems()} />;
}
// #endregion

// #region multiple
function ManyOpen() {
  return <Collapse bordered={false} defaultActiveKey={['1', '2']} items={useItems()} />;
}
// #endregion

/** /components/collapse: an accordion (one open at a time) and panels that open independently. */
const examples: ShowcaseExample[] = [
  ['accordion', Accordion],
  ['multiple', ManyOpen],
];

export function Component() {
  return <Showcase group="demoComponents" page="collapse" source={source} examples={examples} />;
}
