import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('spreads the values across the box, the highest at the top', () => {
    expect(sparklinePoints([1, 3, 2], 100, 10)).toBe('0,10 50,0 100,5');
  });

  it('lays a flat series across the middle', () => {
    expect(sparklinePoints([4, 4], 60, 20)).toBe('0,10 60,10');
  });

  it('draws nothing for no values, a dot for one', () => {
    expect(sparklinePoints([], 60, 20)).toBe('');
    expect(sparklinePoints([7], 60, 20)).toBe('0,10');
  });
});
