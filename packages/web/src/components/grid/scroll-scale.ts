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

/** The rows a scroller draws: the ones in view and `overscan` more on each side (inclusive indexes). */
export interface RowWindow {
  first: number;
  last: number;
}

/**
 * Which of `count` rows of `rowHeight` px sit in a viewport of `viewport` px scrolled to `offset`
 * (in row pixels), plus `overscan` on each side; null when there are none. Rows are all one
 * height, so this is arithmetic, whatever the count.
 * @example rowWindow(1_000_000, 38, 380, 600, 10) // { first: 0, last: 35 }
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  offset: number,
  viewport: number,
  overscan: number,
): RowWindow | null {
  if (count <= 0 || rowHeight <= 0) return null;
  const top = Math.min(count - 1, Math.max(0, Math.floor(offset / rowHeight)));
  const bottom = Math.min(count - 1, Math.max(top, Math.ceil((offset + viewport) / rowHeight) - 1));
  return { first: Math.max(0, top - overscan), last: Math.min(count - 1, bottom + overscan) };
}
