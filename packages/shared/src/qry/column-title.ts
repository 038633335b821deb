import { z } from 'zod';
import type { Column } from './answer';
import { type AggregateOperand, aggregateOperandSchema, aggregateOperands } from './value-types';

/**
 * The words that title an aggregate column in the reader's language: each operand's, and `of` with
 * `{operand}` and `{field}` where the two go. The console sends its own with a report's download and
 * a dashboard tile's chart, as the server speaks no language of its own.
 * @example {operands: {count: 'Anzahl', sum: 'Summe', …}, of: '{operand} von {field}'}
 */
export const aggregateWordsSchema = z.strictObject({
  operands: z.record(aggregateOperandSchema, z.string().trim().min(1).max(40)),
  of: z.string().trim().min(1).max(80),
});
export type AggregateWords = z.output<typeof aggregateWordsSchema>;

/** The words a caller that sends none gets. */
export const englishAggregateWords: AggregateWords = {
  operands: {
    count: 'Count',
    countd: 'Distinct count',
    sum: 'Sum',
    avg: 'Average',
    min: 'Minimum',
    max: 'Maximum',
  },
  of: '{operand} of {field}',
};

/** A select titles an aggregate's column `aggregates.<operand>` and names it `<operand>_<field>` (or `count`). */
const aggregateTitle = /^aggregates\.(\w+)$/;

function operandOf(column: Pick<Column, 'title'>): AggregateOperand | null {
  const operand = aggregateTitle.exec(column.title)?.[1];
  return aggregateOperands.find((known) => known === operand) ?? null;
}

/**
 * A result column's title: an aggregate's in words ("Sum of amount", "Count"), any other column's,
 * and the field an aggregate is of, as `fieldTitle` names them.
 * @example columnTitle({name: 'sum_amount', title: 'aggregates.sum'}, englishAggregateWords, (name) => name) // 'Sum of amount'
 */
export function columnTitle(
  column: Pick<Column, 'name' | 'title'>,
  words: AggregateWords,
  fieldTitle: (name: string) => string,
): string {
  const operand = operandOf(column);
  if (!operand) return fieldTitle(column.name);
  const field = column.name.slice(operand.length + 1);
  if (!field) return words.operands[operand];
  const parts = { operand: words.operands[operand], field: fieldTitle(field) };
  return words.of.replace(/\{(operand|field)\}/g, (_, part: keyof typeof parts) => parts[part]);
}
