import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AggregateOperand, MetaAnswer } from '@cubus/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { operandsFor } from '../../lib/qry-meta-store';
import { LevelControls, type PanelProps } from './grid-panels';
import { NativeSelect } from './native-select';

const groupable = new Set(['text', 'number', 'integer', 'boolean', 'date', 'datetime', 'uuid', 'enum']);

/** Group levels, each nested in the one before, and the aggregates of every group row. */
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
