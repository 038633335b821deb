import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { PivotAnswer } from '@cubus/shared';
import { Button } from 'antd';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from './member-picker';
import { PivotChip } from './pivot-chip';
import type { PivotCube, PivotState } from './pivot-state';
import { type Dragged, type Zone, zoneItems } from './pivot-zones';

const zones: Zone[] = ['rows', 'columns', 'filters', 'measures', 'none'];

/** Phones open with the layout folded, so the grid gets the screen. */
const foldedAtFirst = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 768px)').matches;

/**
 * The pivot's layout laid out by hand: zones for rows, columns, filters and measures, and the
 * dimensions and measures not shown, each a chip dragged between zones (dropped on a chip, it goes
 * before it) or moved from its menu, which does the same by keyboard. A filter's chip carries its
 * member picker — one member for the version dimension, which is never summed (`applied`: the
 * answer's filters, its first member when none is chosen). The whole folds away to one line.
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
  const id = useId();
  const [folded, setFolded] = useState(foldedAtFirst);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [over, setOver] = useState<Zone | null>(null);
  const items = zoneItems(cube, state);
  const summary = zones
    .filter((zone) => zone !== 'none' && items[zone].length > 0)
    .map((zone) => `${t(`pivot.zones.${zone}`)}: ${items[zone].map((item) => item.label).join(', ')}`)
    .join(' · ');

  const dropOn = (zone: Zone, at?: number) => (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setOver(null);
    if (!dragged) return;
    // Dropped on a chip further on in its own zone, it goes before that chip once taken out.
    const from = items[zone].findIndex((item) => item.type === dragged.type && item.name === dragged.name);
    onChange(dragged.moveTo(state, zone, at !== undefined && from >= 0 && from < at ? at - 1 : at));
    setDragged(null);
  };
  const accepts = (zone: Zone) => dragged?.accepts(zone) ?? false;

  return (
    <section className="pivot-zones" aria-labelledby={`${id}-title`}>
      <div className="pivot-zones__head">
        <Button
          type="text"
          size="small"
          id={`${id}-title`}
          icon={folded ? <DownOutlined aria-hidden /> : <UpOutlined aria-hidden />}
          aria-expanded={!folded}
          aria-controls={`${id}-zones`}
          onClick={() => setFolded(!folded)}
        >
          {t('pivot.fields.title')}
        </Button>
        {folded && <span className="pivot-zones__summary">{summary}</span>}
      </div>
      <div id={`${id}-zones`} className="pivot-zones__zones" hidden={folded}>
        {zones.map((zone) => (
          <fieldset
            key={zone}
            className={`pivot-zone pivot-zone--${zone}${over === zone && accepts(zone) ? ' pivot-zone--over' : ''}`}
            onDragOver={(event) => {
              if (!accepts(zone)) return;
              event.preventDefault();
              setOver(zone);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={dropOn(zone)}
          >
            <legend className="pivot-zone__title">{t(`pivot.zones.${zone}`)}</legend>
            <ul className="pivot-zone__chips">
              {items[zone].length === 0 && <li className="pivot-zone__empty">{t('pivot.zones.dropHere')}</li>}
              {items[zone].map((item, index) => (
                <li
                  key={`${item.type}:${item.name}`}
                  draggable
                  className="pivot-zone__item"
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', item.name);
                    setDragged(item);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => {
                    if (accepts(zone)) event.preventDefault();
                  }}
                  onDrop={dropOn(zone, index)}
                >
                  <PivotChip item={item} zone={zone} index={index} state={state} onChange={onChange} />
                  {zone === 'filters' && item.type === 'dimension' && (
                    <MemberPicker
                      refId={item.dimension.refId}
                      label={t('pivot.fields.membersOf', { name: item.label })}
                      value={state.filters[item.name] ?? []}
                      single={item.dimension.scenario}
                      shown={applied.find((f) => f.dim === item.name)?.members[0]}
                      onChange={(codes) =>
                        onChange({ ...state, filters: { ...state.filters, [item.name]: codes } })
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
