import type { ColumnSuggestion } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import {
  choicesProblem,
  generateRequestOf,
  matchesPeriods,
  proposeChoices,
  referenceValue,
  withReference,
} from './generate-values';

const text = (column: string, distinct: number): ColumnSuggestion => ({
  column,
  type: 'text',
  distinct,
  role: 'dimension',
  reason: 'few_values',
});
const number = (column: string, type: string): ColumnSuggestion => ({
  column,
  type,
  distinct: 900,
  role: 'measure',
  reason: 'number',
});
const sales: ColumnSuggestion[] = [
  text('region', 5),
  text('month', 24),
  text('scenario', 3),
  number('amount', 'decimal'),
  number('quantity', 'integer'),
];

describe('the generate wizard', () => {
  it('takes the server’s roles, captions from the names, and a date as a new calendar down to days', () => {
    const choices = proposeChoices([
      ...sales,
      { column: 'order_id', type: 'integer', distinct: 900, role: 'none', reason: 'identifier' },
      {
        column: 'order_date',
        type: 'date',
        distinct: 300,
        role: 'dimension',
        reason: 'date',
        calendar: { from: 2023, to: 2024, refs: [{ id: 'months', name: 'Months', level: 'month' }] },
      },
    ]);
    expect(choices.map((c) => [c.column, c.role, c.caption])).toEqual([
      ['region', 'dimension', 'Region'],
      ['month', 'dimension', 'Month'],
      ['scenario', 'dimension', 'Scenario'],
      ['amount', 'measure', 'Amount'],
      ['quantity', 'measure', 'Quantity'],
      ['order_id', 'none', 'Order id'],
      ['order_date', 'dimension', 'Order date'],
    ]);
    const date = choices[6];
    // A calendar only down to months would lose the days: a new one is proposed.
    expect(date && referenceValue(date)).toBe('calendar:day');
    expect(generateRequestOf('S', 't', choices, null).dimensions[3]).toEqual({
      column: 'order_date',
      caption: 'Order date',
      calendar: 'day',
    });
    const reused = date && withReference(date, 'months');
    expect(reused && [referenceValue(reused), reused.newCalendar]).toEqual(['months', undefined]);
    const [withDays] = proposeChoices([
      {
        column: 'order_date',
        type: 'date',
        distinct: 300,
        role: 'dimension',
        reason: 'date',
        calendar: { from: 2023, to: 2024, refs: [{ id: 'days', name: 'Days', level: 'day' }] },
      },
    ]);
    // One covering the years down to days is reused.
    expect(withDays && referenceValue(withDays)).toBe('days');
  });

  it('builds the request: existing references reused, new members only when asked, the scenario marked, aggregations and types kept', () => {
    const choices = proposeChoices(sales).map((c) =>
      c.column === 'month'
        ? { ...c, refId: 'ref-1' }
        : c.column === 'region'
          ? { ...c, refId: 'ref-2', addMembers: true }
          : c.column === 'quantity'
            ? { ...c, aggregation: 'avg' as const }
            : c,
    );
    expect(generateRequestOf('Sales', 'table-1', choices, 'scenario')).toEqual({
      name: 'Sales',
      tableId: 'table-1',
      dimensions: [
        { column: 'region', caption: 'Region', refId: 'ref-2', addMembers: true },
        { column: 'month', caption: 'Month', refId: 'ref-1' },
        { column: 'scenario', caption: 'Scenario', scenario: true },
      ],
      measures: [
        { column: 'amount', caption: 'Amount', aggregation: 'sum', type: 'decimal', precision: 18, scale: 4 },
        { column: 'quantity', caption: 'Quantity', aggregation: 'avg', type: 'integer' },
      ],
    });
  });

  it('declares a count an integer whatever its column, and never offers new calendar members for dates', () => {
    const counted = proposeChoices(sales).map((c) =>
      c.column === 'amount' ? { ...c, aggregation: 'countd' as const } : c,
    );
    expect(generateRequestOf('S', 't', counted, null).measures[0]).toEqual({
      column: 'amount',
      caption: 'Amount',
      aggregation: 'countd',
    });
    expect(matchesPeriods('timestamp', 'time')).toBe(true);
    expect(matchesPeriods('text', 'time')).toBe(false);
    expect(matchesPeriods('date', 'plain')).toBe(false);
  });

  it('says what is missing before it can run', () => {
    const choices = proposeChoices(sales);
    expect(choicesProblem(choices)).toBeNull();
    expect(
      choicesProblem(choices.map((c) => (c.column === 'region' ? c : { ...c, role: 'measure' as const }))),
    ).toBe('cubes.wizard.measureNotNumber');
    expect(choicesProblem(choices.map((c) => ({ ...c, role: 'dimension' as const })))).toBe(
      'cubes.wizard.needMeasure',
    );
    expect(choicesProblem(choices.map((c) => ({ ...c, role: 'none' as const })))).toBe(
      'cubes.wizard.needDimension',
    );
  });
});
