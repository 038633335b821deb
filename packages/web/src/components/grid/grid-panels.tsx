import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldInfo } from '@cubus/shared';
import { Button, InputNumber, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Density, GridState } from './grid-state';
import { NativeSelect } from './native-select';

export interface PanelProps {
  state: GridState;
  onChange: (patch: Partial<GridState>) => void;
  fields: FieldInfo[];
  titleOf: (field: FieldInfo) => string;
}

/** `list` with the item at `from` moved to `to` (unchanged when `to` is out of range). */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Move-up and remove buttons of one level in an ordered list (group levels, sort keys). */
export function LevelControls<T>({
  list,
  index,
  removeLabel,
  onList,
}: {
  list: T[];
  index: number;
  removeLabel: string;
  onList: (next: T[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="small"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={t('grid.moveUp')}
        disabled={index === 0}
        onClick={() => onList(move(list, index, index - 1))}
      />
      <Button
        size="small"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={removeLabel}
        onClick={() => onList(list.filter((_, at) => at !== index))}
      />
    </>
  );
}

/** Several sort keys, first one first. */
export function SortPanel({ state, onChange, fields, titleOf }: PanelProps) {
  const { t } = useTranslation();
  const sortable = fields.filter((field) => field.sortable);
  const unused = sortable.find((field) => !state.sorts.some((sort) => sort.field === field.name));
  return (
    <div className="grid-panel">
      <ol className="grid-panel__list">
        {state.sorts.map((sort, index) => (
          <li key={sort.field} className="grid-panel__row">
            <NativeSelect
              aria-label={t('grid.sort.keyN', { n: index + 1 })}
              value={sort.field}
              choices={sortable.map((field) => ({ value: field.name, label: titleOf(field) }))}
              onChange={(event) =>
                onChange({
                  sorts: state.sorts.map((s, at) => (at === index ? { ...s, field: event.target.value } : s)),
                })
              }
            />
            <NativeSelect
              aria-label={t('grid.sort.directionN', { n: index + 1 })}
              value={sort.dir}
              choices={[
                { value: 'asc', label: t('grid.sort.asc') },
                { value: 'desc', label: t('grid.sort.desc') },
              ]}
              onChange={(event) =>
                onChange({
                  sorts: state.sorts.map((s, at) =>
                    at === index ? { ...s, dir: event.target.value as 'asc' | 'desc' } : s,
                  ),
                })
              }
            />
            <LevelControls
              list={state.sorts}
              index={index}
              removeLabel={t('grid.sort.remove', { n: index + 1 })}
              onList={(sorts) => onChange({ sorts })}
            />
          </li>
        ))}
      </ol>
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        disabled={!unused}
        onClick={() => unused && onChange({ sorts: [...state.sorts, { field: unused.name, dir: 'asc' }] })}
      >
        {t('grid.sort.add')}
      </Button>
    </div>
  );
}

/** Density and row height. */
export function SettingsPanel({ state, onChange }: Pick<PanelProps, 'state' | 'onChange'>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid-panel grid-panel--inline">
      <span id={`${id}-density`}>{t('grid.settings.density')}</span>
      <Radio.Group
        aria-labelledby={`${id}-density`}
        optionType="button"
        size="small"
        value={state.density}
        options={(['compact', 'normal', 'comfortable'] as Density[]).map((density) => ({
          value: density,
          label: t(`grid.settings.${density}`),
        }))}
        onChange={(event) => onChange({ density: event.target.value as Density })}
      />
      <span className="grid-panel__field">
        <label htmlFor={`${id}-height`}>{t('grid.settings.rowHeight')}</label>
        <InputNumber
          id={`${id}-height`}
          size="small"
          min={16}
          max={200}
          value={state.rowHeight ?? null}
          placeholder={t('grid.fields.auto')}
          onChange={(height) => onChange({ rowHeight: typeof height === 'number' ? height : undefined })}
        />
      </span>
    </div>
  );
}
