import { describe, expect, it } from 'vitest';
import { allRows, isSelected, noSelection, selectedCount, targetOf, toggled } from './grid-selection';

describe('grid selection', () => {
  it('ticks rows by id and sends their ids', () => {
    const selection = toggled(toggled(toggled(noSelection, 'a'), 'b'), 'a');
    expect(isSelected(selection, 'b')).toBe(true);
    expect(isSelected(selection, 'a')).toBe(false);
    expect(selectedCount(selection, 1000)).toBe(1);
    expect(targetOf(selection, { search: 'x' })).toEqual({ ids: ['b'] });
  });

  it('selects every matching row, loaded or not, minus the unticked ones', () => {
    const selection = toggled(allRows, 'c');
    expect(isSelected(selection, 'never loaded')).toBe(true);
    expect(isSelected(selection, 'c')).toBe(false);
    expect(selectedCount(selection, 250_000)).toBe(249_999);
    expect(targetOf(allRows, { search: 'x' })).toEqual({ match: { search: 'x' } });
    expect(targetOf(selection, { search: 'x' })).toEqual({ match: { search: 'x', except: ['c'] } });
  });
});
