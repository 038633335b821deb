import { DatePicker, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './datepicker-page.tsx?raw';
import { usePickerLocale } from './picker-locale';

function BasicDatePicker() {
  const { t } = useTranslation('demo');
  return <DatePicker aria-label={t('forms.labels.date')} defaultValue={dayjs('2026-06-15')} />;
}

function RangeDatePicker() {
  const { t } = useTranslation('demo');
  return (
    <DatePicker.RangePicker
      aria-label={t('forms.labels.stay')}
      placeholder={[t('forms.datepicker.arrival'), t('forms.datepicker.departure')]}
    />
  );
}

function MonthPicker() {
  const { t } = useTranslation('demo');
  return (
    <DatePicker picker="month" aria-label={t('forms.labels.month')} defaultValue={dayjs('2026-03-01')} />
  );
}

/** /forms/form-element/datepicker: antd's DatePicker in the console's language: a day, a stay, a month. */
export function Component() {
  const ready = usePickerLocale();
  if (!ready) return <Skeleton active />;
  return (
    <ExamplesPage
      page="datepicker"
      source={source}
      examples={[
        { name: 'BasicDatePicker', Component: BasicDatePicker },
        { name: 'RangeDatePicker', Component: RangeDatePicker },
        { name: 'MonthPicker', Component: MonthPicker },
      ]}
    />
  );
}
