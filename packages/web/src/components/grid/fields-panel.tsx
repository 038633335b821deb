import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { move, type PanelProps } from './grid-panels';

/**
 * Which fields show, in which order, how wide. Shown fields are reordered by dragging them, or by
 * their move buttons from the keyboard.
 */
export function FieldsPanel({ state, onChange, fields, titleOf }: PanelProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const dropOn = (to: number) => {
    if (dragged !== null && to >= 0 && dragged !== to) onChange({ fields: move(state.fields, dragged, to) });
    setDragged(null);
    setOver(null);
  };
  const ordered = [
    ...state.fields,
    ...fields.map((field) => field.name).filter((name) => !state.fields.includes(name)),
  ];
  const byName = new Map(fields.map((field) => [field.name, field]));
  return (
    <div className="grid-panel">
      <ol className="grid-panel__list">
        {ordered.map((name) => {
          const field = byName.get(name);
          if (!field) return null;
          const shown = state.fields.indexOf(name);
          return (
            <li
              key={name}
              className={`grid-panel__row${over === shown && shown >= 0 ? ' is-drop-target' : ''}`}
              data-testid="grid-field"
              draggable={shown >= 0}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', name);
                setDragged(shown);
              }}
              onDragOver={(event) => {
                if (dragged === null || shown < 0) return;
                event.preventDefault();
                setOver(shown);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                dropOn(shown);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              {shown >= 0 && <HolderOutlined aria-hidden className="grid-panel__handle" />}
              <Checkbox
                checked={shown >= 0}
                onChange={(event) =>
                  onChange({
                    fields: event.target.checked
                      ? [...state.fields, name]
                      : state.fields.filter((f) => f !== name),
                  })
                }
              >
                {titleOf(field)}
              </Checkbox>
              <Button
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={t('grid.fields.moveUp', { field: titleOf(field) })}
                disabled={shown <= 0}
                onClick={() => onChange({ fields: move(state.fields, shown, shown - 1) })}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={t('grid.fields.moveDown', { field: titleOf(field) })}
                disabled={shown < 0 || shown === state.fields.length - 1}
                onClick={() => onChange({ fields: move(state.fields, shown, shown + 1) })}
              />
              <InputNumber
                size="small"
                min={40}
                max={2000}
                aria-label={t('grid.fields.width', { field: titleOf(field) })}
                value={state.widths[name] ?? null}
                placeholder={t('grid.fields.auto')}
                onChange={(width) => {
                  const widths = { ...state.widths };
                  if (typeof width === 'number') widths[name] = width;
                  else delete widths[name];
                  onChange({ widths });
                }}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
