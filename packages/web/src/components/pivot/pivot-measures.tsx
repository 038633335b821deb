import { Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PivotCube, PivotState } from './pivot-state';

/** The pivot toolbar's first controls, shared by the cube's pivot and a report's editor: measures, then totals. */
export function PivotMeasures({
  cube,
  state,
  onChange,
}: {
  cube: PivotCube;
  state: PivotState;
  onChange: (state: PivotState) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select<string[]>
        mode="multiple"
        aria-label={t('pivot.measures')}
        className="pivot__measures"
        placeholder={t('pivot.measures')}
        value={state.measures}
        options={cube.measures.map((m) => ({ value: m.name, label: m.name }))}
        onChange={(measures) => onChange({ ...state, measures, sort: null })}
      />
      <span className="pivot__switch">
        <Switch
          size="small"
          checked={state.totals}
          aria-label={t('pivot.totals')}
          onChange={(totals) => onChange({ ...state, totals })}
        />
        <span aria-hidden>{t('pivot.totals')}</span>
      </span>
    </>
  );
}
