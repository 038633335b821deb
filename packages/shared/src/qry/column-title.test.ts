import { describe, expect, it } from 'vitest';
import { aggregateWordsSchema, columnTitle, englishAggregateWords } from './column-title';

const asIs = (name: string) => name;

describe('columnTitle', () => {
  it('titles an aggregate in words: its operand, and the field it is of as given', () => {
    expect(columnTitle({ name: 'sum_amount', title: 'aggregates.sum' }, englishAggregateWords, asIs)).toBe(
      'Sum of amount',
    );
    expect(
      columnTitle({ name: 'countd_unit_price', title: 'aggregates.countd' }, englishAggregateWords, (name) =>
        name.toUpperCase(),
      ),
    ).toBe('Distinct count of UNIT_PRICE');
    expect(columnTitle({ name: 'count', title: 'aggregates.count' }, englishAggregateWords, asIs)).toBe(
      'Count',
    );
  });

  it('puts the words where the language puts them', () => {
    const german = {
      operands: { ...englishAggregateWords.operands, avg: 'Durchschnitt' },
      of: '{operand} von {field}',
    };
    const russian = {
      operands: { ...englishAggregateWords.operands, max: 'Максимум' },
      of: '{operand}: {field}',
    };
    expect(columnTitle({ name: 'avg_price', title: 'aggregates.avg' }, german, asIs)).toBe(
      'Durchschnitt von price',
    );
    expect(columnTitle({ name: 'max_price', title: 'aggregates.max' }, russian, asIs)).toBe(
      'Максимум: price',
    );
  });

  it('titles any other column by its field, a field named like an aggregate too', () => {
    expect(
      columnTitle({ name: 'sum_total', title: 'fields.table:t.sum_total' }, englishAggregateWords, asIs),
    ).toBe('sum_total');
    expect(columnTitle({ name: 'region', title: 'aggregates.median' }, englishAggregateWords, asIs)).toBe(
      'region',
    );
  });

  it('takes words for every operand, and refuses a set that lacks one', () => {
    expect(aggregateWordsSchema.safeParse(englishAggregateWords).success).toBe(true);
    const { sum: _, ...withoutSum } = englishAggregateWords.operands;
    expect(aggregateWordsSchema.safeParse({ ...englishAggregateWords, operands: withoutSum }).success).toBe(
      false,
    );
  });
});
