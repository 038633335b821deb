import { describe, expect, it } from 'vitest';
import { choicesProblem, generateRequestOf, matchesPeriods, proposeChoices } from './generate-values';

const sales = [
  { name: 'region', type: 'text' as const, nullable: true },
  { name: 'month', type: 'text' as const, nullable: true },
  { name: 'scenario', type: 'text' as const, nullable: true },
  { name: 'amount', type: 'decimal' as const, nullable: true },
  { name: 'quantity', type: 'integer' as const, nullable: true },
];

describe('the generate wizard', () => {
  it('proposes numbers as summed measures and the rest as dimensions', () => {
    expect(proposeChoices(sales).map((c) => [c.column, c.role])).toEqual([
      ['region', 'dimension'],
      ['month', 'dimension'],
      ['scenario', 'dimension'],
      ['amount', 'measure'],
      ['quantity', 'measure'],
    ]);
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
        { column: 'region', refId: 'ref-2', addMembers: true },
        { column: 'month', refId: 'ref-1' },
        { column: 'scenario', scenario: true },
      ],
      measures: [
        { column: 'amount', aggregation: 'sum', type: 'decimal', precision: 18, scale: 4 },
        { column: 'quantity', aggregation: 'avg', type: 'integer' },
      ],
    });
  });

  it('declares a count an integer whatever its column, and never offers new calendar members for dates', () => {
    const counted = proposeChoices(sales).map((c) =>
      c.column === 'amount' ? { ...c, aggregation: 'countd' as const } : c,
    );
    expect(generateRequestOf('S', 't', counted, null).measures[0]).toEqual({
      column: 'amount',
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
