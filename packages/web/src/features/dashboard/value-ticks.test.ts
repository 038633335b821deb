import { describe, expect, it } from 'vitest';
import { valueTicks } from './value-ticks';

describe('valueTicks', () => {
  it('steps by 1, 2 or 5 × 10ⁿ up to the first mark at or above the largest count', () => {
    expect(valueTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(valueTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(1_234)).toEqual([0, 200, 400, 600, 800, 1_000, 1_200, 1_400]);
  });

  it('never steps by less than one run', () => {
    expect(valueTicks(1)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
  });

  it('shows 0 and 1 on an empty axis', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
  });
});
