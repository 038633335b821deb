import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PivotState } from './pivot-state';

/** The pivot toolbar's first control, shared by the cube's pivot and a report's editor: totals on or off. */
export function PivotTotals({
  state,
  onChange,
}: {
  state: PivotState;
  onChange: (state: PivotState) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="pivot__switch">
      <Switch
        size="small"
        checked={state.totals}
        aria-label={t('pivot.totals')}
        onChange={(totals) => onChange({ ...state, totals })}
      />
      <span aria-hidden>{t('pivot.totals')}</span>
    </span>
  );
}
