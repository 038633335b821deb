import { describe, expect, it } from 'vitest';
import { maxScrollHeight, rowWindow, scrollRatio } from './scroll-scale';

describe('scroll scale', () => {
  it('is 1 while the rows fit under the cap', () => {
    expect(scrollRatio(100_000 * 38, 600)).toBe(1);
    expect(scrollRatio(maxScrollHeight, 600)).toBe(1);
  });

  it('maps the last scroll position onto the last rows past the cap', () => {
    const total = 1_000_000 * 38;
    const viewport = 600;
    const ratio = scrollRatio(total, viewport);
    // Scrolled to the bottom of the capped spacer, the window shows the last rows.
    expect((maxScrollHeight - viewport) * ratio + viewport).toBeCloseTo(total, 3);
    expect(ratio).toBeGreaterThan(2);
  });

  it('draws the rows in view and the overscan around them, by arithmetic', () => {
    expect(rowWindow(1_000_000, 38, 0, 600, 10)).toEqual({ first: 0, last: 25 });
    expect(rowWindow(1_000_000, 38, 380, 600, 10)).toEqual({ first: 0, last: 35 });
    expect(rowWindow(1_000_000, 38, 19_000_000, 600, 10)).toEqual({ first: 499_990, last: 500_025 });
  });

  it('stays inside the rows at both ends and draws nothing without rows', () => {
    expect(rowWindow(5, 38, 0, 600, 10)).toEqual({ first: 0, last: 4 });
    expect(rowWindow(1_000, 38, 1_000 * 38, 600, 10)).toEqual({ first: 989, last: 999 });
    expect(rowWindow(0, 38, 0, 600, 10)).toBeNull();
    expect(rowWindow(3, 38, 0, 0, 10)).toEqual({ first: 0, last: 2 });
  });
});
