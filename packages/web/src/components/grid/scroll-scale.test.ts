import { describe, expect, it } from 'vitest';
import { maxScrollHeight, scrollRatio } from './scroll-scale';

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
});
