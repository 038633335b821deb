/**
 * Browsers cap an element's height (Chromium near 33.5 million px, Firefox lower), so a million
 * rows cannot be one tall spacer. Past this height the spacer stays this tall and a scroll
 * position maps onto the rows proportionally.
 */
export const maxScrollHeight = 15_000_000;

/**
 * How many row pixels one scrolled pixel stands for: 1 while the rows fit, more past the cap.
 * @example scrollRatio(38_000_000, 600) // ≈ 2.53
 */
export function scrollRatio(totalSize: number, viewport: number, max = maxScrollHeight): number {
  if (totalSize <= max || max <= viewport) return 1;
  return (totalSize - viewport) / (max - viewport);
}
