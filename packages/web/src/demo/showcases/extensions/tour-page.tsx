import { Button, Space, Tour } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './tour-page.tsx?raw';

// #region tour
function GuidedTour() {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  const save = useRef<HTMLButtonElement>(null);
  const share = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const steps = [
    {
      title: t('showcase.save'),
      description: t('extensions.tourSave'),
      target: () => save.current as HTMLElement,
    },
    {
      title: t('extensions.share'),
      description: t('extensions.tourShare'),
      target: () => share.current as HTMLElement,
    },
    {
      title: t('showcase.more'),
      description: t('extensions.tourMore'),
      target: () => more.current as HTMLElement,
    },
  ];
  return (
    <Space orientation="vertical">
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('extensions.startTour')}
      </Button>
      <Space wrap>
        <Button ref={save}>{t('showcase.save')}</Button>
        <Button ref={share}>{t('extensions.share')}</Button>
        <Button ref={more}>{t('showcase.more')}</Button>
      </Space>
      <Tour
        open={open}
        onClose={() => setOpen(false)}
        steps={steps}
        keyboard
        closable={{ 'aria-label': t('showcase.close') }}
        indicatorsRender={(current, total) => t('extensions.stepOf', { current: current + 1, total })}
      />
    </Space>
  );
}
// #endregion

const examples: ShowcaseExample[] = [['tour', GuidedTour]];

/** /extensions/tour: a guided tour over three buttons; the arrow keys step, Escape ends it. */
export function Component() {
  return <Showcase group="demoExtensions" page="tour" source={source} examples={examples} />;
}
