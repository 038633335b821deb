import { Space, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './time-page.tsx?raw';

// #region picker
function TimeChoice() {
  const { t, i18n } = useTranslation('demo');
  const [time, setTime] = useState<Dayjs | null>(null);
  return (
    <Space orientation="vertical">
      <TimePicker
        aria-label={t('showcase.time')}
        value={time}
        onChange={setTime}
        minuteStep={5}
        format="HH:mm"
      />
      <span aria-live="polite">
        {time
          ? t('showcase.selected', {
              value: time.toDate().toLocaleTimeString(i18n.language, { timeStyle: 'short' }),
            })
          : t('showcase.noneSelected')}
      </span>
    </Space>
  );
}
// #endregion

// #region clock
function Clock() {
  const { i18n } = useTranslation('demo');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={now.toISOString()} className="demo-clock">
      {now.toLocaleTimeString(i18n.language, { timeStyle: 'medium' })}
    </time>
  );
}
// #endregion

/** /components/time: a time chosen in a picker, and a clock in the page's language. */
const examples: ShowcaseExample[] = [
  ['picker', TimeChoice],
  ['clock', Clock],
];

export function Component() {
  return <Showcase group="demoComponents" page="time" source={source} examples={examples} />;
}
