import { Button, Calendar, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './calendar-page.tsx?raw';

// #region card
function CardCalendar() {
  const { t, i18n } = useTranslation('demo');
  const [day, setDay] = useState<Dayjs>();
  return (
    <>
      <Calendar
        fullscreen={false}
        onSelect={setDay}
        // A header of two labelled buttons: antd's own month and year selects carry no label.
        headerRender={({ value, onChange }) => (
          <Space className="demo-calendar-header">
            <Button aria-label={t('showcase.previous')} onClick={() => onChange(value.subtract(1, 'month'))}>
              ‹
            </Button>
            <strong>
              {value.toDate().toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' })}
            </strong>
            <Button aria-label={t('showcase.next')} onClick={() => onChange(value.add(1, 'month'))}>
              ›
            </Button>
          </Space>
        )}
      />
      <p aria-live="polite">
        {day
          ? t('showcase.selected', {
              value: day.toDate().toLocaleDateString(i18n.language, { dateStyle: 'long' }),
            })
          : t('showcase.noneSelected')}
      </p>
    </>
  );
}
// #endregion

/** /components/calendar: a month calendar; the chosen day is read out below it. */
const examples: ShowcaseExample[] = [['card', CardCalendar]];

export function Component() {
  return <Showcase group="demoComponents" page="calendar" source={source} examples={examples} />;
}
