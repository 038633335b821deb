import { z } from 'zod';

/** Value types a field can have; each decides the operators and aggregates that fit it. */
export const valueTypes = [
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'uuid',
  'enum',
  'tags',
  'html',
  'json',
] as const;
export type ValueType = (typeof valueTypes)[number];

/** Condition operators (DESIGN §3): `nin` is "not in", `null`/`notnull` take no value. */
export const conditionOps = [
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'in',
  'nin',
  'contains',
  'starts',
  'ends',
  'null',
  'notnull',
  'between',
] as const;
export type ConditionOp = (typeof conditionOps)[number];

const ordered: ConditionOp[] = [
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'in',
  'nin',
  'between',
  'null',
  'notnull',
];
const nullable: ConditionOp[] = ['null', 'notnull'];

/**
 * The operators each value type allows. Text compares by equality and by case-insensitive
 * pattern (`contains`, `starts`, `ends`) only: ordering text depends on collations that differ
 * between engines. `tags` (a set of enum values): `contains` = has that tag, `in` = has any of them.
 * @example operatorsByType.boolean // ['eq', 'ne', 'null', 'notnull']
 */
export const operatorsByType: Record<ValueType, readonly ConditionOp[]> = {
  text: ['eq', 'ne', 'in', 'nin', 'contains', 'starts', 'ends', 'null', 'notnull'],
  html: ['contains', 'null', 'notnull'],
  number: ordered,
  integer: ordered,
  date: ordered,
  datetime: ordered,
  boolean: ['eq', 'ne', 'null', 'notnull'],
  uuid: ['eq', 'ne', 'in', 'nin', 'null', 'notnull'],
  enum: ['eq', 'ne', 'in', 'nin', 'null', 'notnull'],
  tags: ['contains', 'in'],
  json: nullable,
};

/** Group-by aggregate operands (DESIGN §3). */
export const aggregateOperands = ['count', 'countd', 'sum', 'avg', 'min', 'max'] as const;
export type AggregateOperand = (typeof aggregateOperands)[number];

const groupable: ValueType[] = ['text', 'number', 'integer', 'boolean', 'date', 'datetime', 'uuid', 'enum'];

/**
 * The value types each aggregate fits; `count`/`countd` count non-null values of any groupable type.
 * @example operandTypes.sum // ['number', 'integer']
 */
export const operandTypes: Record<AggregateOperand, readonly ValueType[]> = {
  count: groupable,
  countd: groupable,
  sum: ['number', 'integer'],
  avg: ['number', 'integer'],
  min: ['number', 'integer', 'date', 'datetime'],
  max: ['number', 'integer', 'date', 'datetime'],
};

/** The types a group key may have: scalar values with an equality. */
export const groupableTypes: readonly ValueType[] = groupable;

/** The type of an aggregate's result column. */
export function aggregateType(operand: AggregateOperand, fieldType: ValueType): ValueType {
  if (operand === 'count' || operand === 'countd') return 'integer';
  if (operand === 'sum' || operand === 'avg') return 'number';
  return fieldType;
}

export const valueTypeSchema = z.enum(valueTypes);
export const conditionOpSchema = z.enum(conditionOps);
export const aggregateOperandSchema = z.enum(aggregateOperands);
