import type { PivotAnswer } from '@cubus/shared';
import { Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from './member-picker';
import { moveDim, type PivotCube, type PivotState, type Place, placeOf, setExpandAll } from './pivot-state';

const places: Place[] = ['rows', 'columns', 'filters', 'none'];

/**
 * The pivot's layout: where each dimension sits (rows, columns, filters, off), expand-all for
 * those on an axis, the members a filter keeps — one for the version dimension, which is never
 * summed (`applied`: the answer's filters, its first member when none is chosen).
 */
export function PivotFields({
  cube,
  state,
  onChange,
  applied = [],
}: {
  cube: PivotCube;
  state: PivotState;
  onChange: (state: PivotState) => void;
  applied?: PivotAnswer['filters'];
}) {
  const { t } = useTranslation();
  return (
    <table className="pivot-fields">
      <caption className="pivot-fields__caption">{t('pivot.fields.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pivot.fields.dimension')}</th>
          <th scope="col">{t('pivot.fields.place')}</th>
          <th scope="col">{t('pivot.fields.options')}</th>
        </tr>
      </thead>
      <tbody>
        {cube.dimensions.map((d) => {
          const place = placeOf(state, d.name);
          const axis = place === 'rows' || place === 'columns' ? place : null;
          const index = axis ? state[axis].findIndex((x) => x.dim === d.name) : -1;
          const onAxis = axis ? state[axis][index] : undefined;
          return (
            <tr key={d.name}>
              <th scope="row">
                {d.name}
                {d.scenario && <span className="pivot-fields__badge">{t('pivot.fields.scenario')}</span>}
              </th>
              <td>
                <Select<Place>
                  aria-label={t('pivot.fields.placeOf', { name: d.name })}
                  className="pivot-fields__place"
                  value={place}
                  options={places.map((p) => ({ value: p, label: t(`pivot.places.${p}`) }))}
                  onChange={(to) => onChange(moveDim(state, d.name, to))}
                />
              </td>
              <td>
                {axis && onAxis && (
                  <Checkbox
                    checked={onAxis.expandAll}
                    onChange={(event) => onChange(setExpandAll(state, axis, index, event.target.checked))}
                  >
                    {t('pivot.fields.expandAll')}
                  </Checkbox>
                )}
                {place === 'filters' && (
                  <MemberPicker
                    refId={d.refId}
                    label={t('pivot.fields.membersOf', { name: d.name })}
                    value={state.filters[d.name] ?? []}
                    single={d.scenario}
                    shown={applied.find((f) => f.dim === d.name)?.members[0]}
                    onChange={(codes) =>
                      onChange({ ...state, filters: { ...state.filters, [d.name]: codes } })
                    }
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
