import { DatePicker, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './date-time-picker-page.tsx?raw';
import { usePickerLocale } from './picker-locale';

function DateTimePicker() {
  const { t } = useTranslation('demo');
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      aria-label={t('forms.labels.departure')}
      defaultValue={dayjs('2026-06-15T18:45:00')}
    />
  );
}

function FutureDateTimePicker() {
  const { t } = useTranslation('demo');
  return (
    <DatePicker
      showTime={{ format: 'HH:mm', minuteStep: 30 }}
      format="YYYY-MM-DD HH:mm"
      disabledDate={(day) => day.isBefore(dayjs(), 'day')}
      aria-label={t('forms.labels.appointment')}
    />
  );
}

function DateTimeRangePicker() {
  const { t } = useTranslation('demo');
  return (
    <DatePicker.RangePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      aria-label={t('forms.labels.booking')}
      placeholder={[t('forms.datepicker.arrival'), t('forms.datepicker.departure')]}
    />
  );
}

/** /forms/form-element/date-time-picker: a day and an hour at once, in the console's language. */
export function Component() {
  const ready = usePickerLocale();
  if (!ready) return <Skeleton active />;
  return (
    <ExamplesPage
      page="dateTimePicker"
      source={source}
      examples={[
        { name: 'DateTimePicker', Component: DateTimePicker },
        { name: 'FutureDateTimePicker', Component: FutureDateTimePicker },
        { name: 'DateTimeRangePicker', Component: DateTimeRangePicker },
      ]}
    />
  );
}
