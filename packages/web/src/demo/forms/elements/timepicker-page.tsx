import { Skeleton, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import { usePickerLocale } from './picker-locale';
import source from './timepicker-page.tsx?raw';

function BasicTimePicker() {
  const { t } = useTranslation('demo');
  return <TimePicker aria-label={t('forms.labels.time')} defaultValue={dayjs('2026-06-15T09:30:00')} />;
}

function StepTimePicker() {
  const { t } = useTranslation('demo');
  return <TimePicker format="HH:mm" minuteStep={15} aria-label={t('forms.labels.meeting')} />;
}

function RangeTimePicker() {
  const { t } = useTranslation('demo');
  return (
    <TimePicker.RangePicker
      format="HH:mm"
      aria-label={t('forms.labels.openingHours')}
      placeholder={[t('forms.timepicker.opens'), t('forms.timepicker.closes')]}
    />
  );
}

/** /forms/form-element/timepicker: antd's TimePicker in the console's language: a time, by quarters, a span. */
export function Component() {
  const ready = usePickerLocale();
  if (!ready) return <Skeleton active />;
  return (
    <ExamplesPage
      page="timepicker"
      source={source}
      examples={[
        { name: 'BasicTimePicker', Component: BasicTimePicker },
        { name: 'StepTimePicker', Component: StepTimePicker },
        { name: 'RangeTimePicker', Component: RangeTimePicker },
      ]}
    />
  );
}
