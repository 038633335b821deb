import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Condition, ConditionOp, FieldInfo, FilterNode, MetaAnswer } from '@cubus/shared';
import { Button, Checkbox, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { operatorsFor } from '../../lib/qry-meta-store';
import {
  addCondition,
  addGroup,
  type NodePath,
  removeCondition,
  removeNode,
  setNodeActive,
  setOperator,
  updateCondition,
  valueShapeOf,
} from './filter-tree';
import { NativeSelect } from './native-select';
import { ListEditor, ValueEditor } from './value-editor';

export interface FilterBuilderProps {
  tree: FilterNode;
  onChange: (tree: FilterNode) => void;
  fields: FieldInfo[];
  meta: MetaAnswer;
  titleOf: (field: FieldInfo) => string;
}

/** The value a condition starts with when its operator changes shape. */
function reshape(op: ConditionOp, value: Condition['value']): Condition['value'] {
  const shape = valueShapeOf(op);
  if (shape === 'none') return undefined;
  if (shape === 'list') return Array.isArray(value) ? value : [];
  if (shape === 'pair') return [null, null];
  return Array.isArray(value) ? undefined : value;
}

/**
 * The filter as a tree of AND/OR groups (DESIGN §3): add a condition or a group, switch a group's
 * operator, switch any part on or off, remove it. Fields offer only the operators their type allows.
 */
export function FilterBuilder(props: FilterBuilderProps) {
  return (
    <div className="filter-builder">
      <FilterGroup {...props} node={props.tree} path={[]} />
    </div>
  );
}

function FilterGroup(props: FilterBuilderProps & { node: FilterNode; path: NodePath }) {
  const { t } = useTranslation();
  const { node, path, tree, onChange, fields, meta, titleOf } = props;
  const isRoot = path.length === 0;
  const depth = path.length + 1;
  const groupName = isRoot
    ? t('filter.root')
    : t('filter.groupN', { path: path.map((i) => i + 1).join('.') });
  const first = fields[0];

  const newCondition = () => {
    if (!first) return;
    const op = operatorsFor(meta, first.type)[0] ?? 'eq';
    onChange(addCondition(tree, path, { field: first.name, op, value: reshape(op, undefined) }));
  };

  return (
    <fieldset
      className={`filter-group filter-group--depth-${Math.min(depth, 4)}`}
      aria-label={groupName}
      data-testid="filter-group"
    >
      <legend className="filter-group__legend">
        <Radio.Group
          size="small"
          optionType="button"
          aria-label={t('filter.operatorOf', { group: groupName })}
          value={node.operator.sid}
          options={[
            { value: 'and', label: t('filter.and') },
            { value: 'or', label: t('filter.or') },
          ]}
          onChange={(event) => onChange(setOperator(tree, path, event.target.value))}
        />
        <Checkbox
          checked={node.isactive !== false}
          onChange={(event) => onChange(setNodeActive(tree, path, event.target.checked))}
        >
          {t('filter.active')}
        </Checkbox>
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={newCondition} disabled={!first}>
          {t('filter.addCondition')}
        </Button>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onChange(addGroup(tree, path))}
        >
          {t('filter.addGroup')}
        </Button>
        <Button
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={isRoot ? t('filter.clearAll') : t('filter.removeGroup', { group: groupName })}
          onClick={() => onChange(removeNode(tree, path))}
        >
          {isRoot ? t('filter.clearAll') : t('filter.remove')}
        </Button>
      </legend>
      {(node.conditions ?? []).length === 0 && (node.childnodes ?? []).length === 0 && (
        <p className="filter-group__empty">{t('filter.empty')}</p>
      )}
      {(node.conditions ?? []).map((condition, index) => (
        <ConditionRow
          key={String(condition.id ?? index)}
          condition={condition}
          number={index + 1}
          groupName={groupName}
          fields={fields}
          meta={meta}
          titleOf={titleOf}
          onChange={(patch) => onChange(updateCondition(tree, path, index, patch))}
          onRemove={() => onChange(removeCondition(tree, path, index))}
        />
      ))}
      {(node.childnodes ?? []).map((child, index) => (
        <FilterGroup key={String(child.id ?? index)} {...props} node={child} path={[...path, index]} />
      ))}
    </fieldset>
  );
}

function ConditionRow({
  condition,
  number,
  groupName,
  fields,
  meta,
  titleOf,
  onChange,
  onRemove,
}: {
  condition: Condition;
  number: number;
  groupName: string;
  fields: FieldInfo[];
  meta: MetaAnswer;
  titleOf: (field: FieldInfo) => string;
  onChange: (patch: Partial<Condition>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const field = fields.find((candidate) => candidate.name === condition.field);
  const operators = field ? operatorsFor(meta, field.type) : [];
  const label = t('filter.conditionN', { group: groupName, n: number });
  const shape = valueShapeOf(condition.op);
  const value = condition.value;

  const changeField = (name: string) => {
    const next = fields.find((candidate) => candidate.name === name);
    if (!next) return;
    const allowed = operatorsFor(meta, next.type);
    const op = allowed.includes(condition.op) ? condition.op : (allowed[0] ?? 'eq');
    onChange({ field: name, op, value: reshape(op, undefined) });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset per condition would nest legends inside the group's legend flow
    <div className="filter-condition" role="group" aria-label={label} data-testid="filter-condition">
      <Checkbox
        aria-label={t('filter.conditionActive', { condition: label })}
        checked={condition.isactive !== false}
        onChange={(event) => onChange({ isactive: event.target.checked })}
      />
      <NativeSelect
        aria-label={t('filter.field')}
        value={condition.field}
        choices={fields.map((candidate) => ({ value: candidate.name, label: titleOf(candidate) }))}
        onChange={(event) => changeField(event.target.value)}
      />
      <NativeSelect
        aria-label={t('filter.operator')}
        value={condition.op}
        choices={operators.map((op) => ({ value: op, label: t(`filter.ops.${op}`) }))}
        onChange={(event) => {
          const op = event.target.value as ConditionOp;
          onChange({ op, value: reshape(op, condition.value) });
        }}
      />
      {field && shape === 'one' && (
        <ValueEditor
          mode="filter"
          type={field.type}
          enumValues={field.enumValues}
          valueTitles={field.valueTitles}
          label={t('filter.value')}
          value={value}
          onChange={(next) => onChange({ value: next as Condition['value'] })}
        />
      )}
      {field && shape === 'list' && (
        <ListEditor
          type={field.type}
          enumValues={field.enumValues}
          valueTitles={field.valueTitles}
          label={t('filter.values')}
          value={value}
          onChange={(next) => onChange({ value: next as Condition['value'] })}
        />
      )}
      {field && shape === 'pair' && (
        <span className="filter-condition__pair">
          {[0, 1].map((at) => (
            <ValueEditor
              key={at}
              mode="filter"
              type={field.type}
              label={at === 0 ? t('filter.from') : t('filter.to')}
              value={Array.isArray(value) ? value[at] : null}
              onChange={(next) => {
                const pair = Array.isArray(value) ? [...value] : [null, null];
                pair[at] = next as string | number | null;
                onChange({ value: pair });
              }}
            />
          ))}
        </span>
      )}
      <Button
        size="small"
        type="text"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('filter.removeCondition', { condition: label })}
        onClick={onRemove}
      />
    </div>
  );
}
