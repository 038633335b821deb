import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { AggregateOperand, FieldInfo, MetaAnswer } from '@cubus/shared';
import { Button, Checkbox, InputNumber, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operandsFor } from '../../lib/qry-meta-store';
import type { Density, GridState } from './grid-state';
import { NativeSelect } from './native-select';

interface PanelProps {
  state: GridState;
  onChange: (patch: Partial<GridState>) => void;
  fields: FieldInfo[];
  titleOf: (field: FieldInfo) => string;
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const groupable = new Set(['text', 'number', 'integer', 'boolean', 'date', 'datetime', 'uuid', 'enum']);

/** Group levels, each nested in the one before, and the aggregates of every group row. */
/** Move-up and remove buttons of one level in an ordered list (group levels, sort keys). */
function LevelControls<T>({
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

export function GroupPanel({ state, onChange, fields, titleOf, meta }: PanelProps & { meta: MetaAnswer }) {
  const { t } = useTranslation();
  const keys = fields.filter((field) => groupable.has(field.type));
  const choices = keys.map((field) => ({ value: field.name, label: titleOf(field) }));
  const unused = keys.find((field) => !state.groups.includes(field.name));
  const operands = meta.groupByOperands.map((entry) => entry.operand);
  const fieldsFor = (operand: AggregateOperand) =>
    fields.filter((field) => operandsFor(meta, field.type).includes(operand));
  const setAggregate = (index: number, patch: { field?: string; operand?: AggregateOperand }) =>
    onChange({
      aggregates: state.aggregates.map((aggregate, at) => {
        if (at !== index) return aggregate;
        const operand = patch.operand ?? aggregate.operand;
        const candidates = fieldsFor(operand);
        const wanted = patch.field ?? aggregate.field;
        const field = candidates.some((f) => f.name === wanted) ? wanted : candidates[0]?.name;
        return field === undefined ? { operand } : { operand, field };
      }),
    });

  return (
    <div className="grid-panel">
      <h2 className="grid-panel__title">{t('grid.group.levels')}</h2>
      <ol className="grid-panel__list">
        {state.groups.map((name, index) => (
          <li key={name} className="grid-panel__row">
            <NativeSelect
              aria-label={t('grid.group.levelN', { n: index + 1 })}
              value={name}
              choices={choices}
              onChange={(event) =>
                onChange({ groups: state.groups.map((g, at) => (at === index ? event.target.value : g)) })
              }
            />
            <LevelControls
              list={state.groups}
              index={index}
              removeLabel={t('grid.group.removeLevel', { n: index + 1 })}
              onList={(groups) => onChange({ groups })}
            />
          </li>
        ))}
      </ol>
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        disabled={!unused}
        onClick={() => unused && onChange({ groups: [...state.groups, unused.name] })}
      >
        {t('grid.group.addLevel')}
      </Button>
      <h2 className="grid-panel__title">{t('grid.group.aggregates')}</h2>
      <ol className="grid-panel__list">
        {state.aggregates.map((aggregate, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: aggregates may repeat; the position is their identity
          <li key={index} className="grid-panel__row">
            <NativeSelect
              aria-label={t('grid.group.operandN', { n: index + 1 })}
              value={aggregate.operand}
              choices={operands.map((operand) => ({
                value: operand,
                label: t(`grid.aggregates.${operand}`),
              }))}
              onChange={(event) => setAggregate(index, { operand: event.target.value as AggregateOperand })}
            />
            <NativeSelect
              aria-label={t('grid.group.fieldN', { n: index + 1 })}
              value={aggregate.field ?? ''}
              choices={fieldsFor(aggregate.operand).map((field) => ({
                value: field.name,
                label: titleOf(field),
              }))}
              onChange={(event) => setAggregate(index, { field: event.target.value })}
            />
            <Button
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('grid.group.removeAggregate', { n: index + 1 })}
              onClick={() => onChange({ aggregates: state.aggregates.filter((_, at) => at !== index) })}
            />
          </li>
        ))}
      </ol>
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => {
          const field = fieldsFor('count')[0];
          onChange({
            aggregates: [
              ...state.aggregates,
              field ? { operand: 'count', field: field.name } : { operand: 'count' },
            ],
          });
        }}
      >
        {t('grid.group.addAggregate')}
      </Button>
    </div>
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
