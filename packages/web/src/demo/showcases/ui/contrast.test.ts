import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBeCloseTo(1, 5);
  });

  it('agrees with the WCAG figures of known pairs', () => {
    // White text on the console's indigo primary passes AA (4.5:1); antd's old blue did not.
    expect(contrastRatio('#ffffff', '#4f46e5')).toBeGreaterThan(4.5);
    expect(contrastRatio('#ffffff', '#1677ff')).toBeLessThan(4.5);
  });

  it('blends translucent text over its background', () => {
    expect(contrastRatio('rgba(0,0,0,0.65)', '#ffffff')).toBeCloseTo(
      contrastRatio('#595959', '#fff') ?? 0,
      1,
    );
  });

  it('reads nothing it does not understand', () => {
    expect(contrastRatio('tomato', '#fff')).toBeNull();
    expect(parseColour('#12')).toBeNull();
  });
});
