import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DashboardPeriod, dashboardPeriods } from './dashboard-periods';

/** Which period a card reads its figures over; `label` names the card for screen readers. */
export function PeriodSelect({
  value,
  onChange,
  label,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
  label: string;
}) {
  const { t } = useTranslation('demo');
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={onChange}
      popupMatchSelectWidth={false}
      options={dashboardPeriods.map((period) => ({
        value: period,
        label: t(`dashboards.periods.${period}`),
      }))}
    />
  );
}
