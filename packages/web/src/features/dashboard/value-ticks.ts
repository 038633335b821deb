/**
 * The marks of a count axis from 0 to at least `max`: whole steps of 1, 2 or 5 × 10ⁿ, about
 * `count` of them, the last one at or above `max` (an empty axis still shows 0 and 1).
 * @example valueTicks(23) // [0, 5, 10, 15, 20, 25]
 */
export function valueTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // The step nearest the rough one, as d3's ticks choose it (thresholds at √50, √10, √2).
  const factor = rough / power;
  const nice = factor >= Math.sqrt(50) ? 10 : factor >= Math.sqrt(10) ? 5 : factor >= Math.SQRT2 ? 2 : 1;
  const step = Math.max(1, nice * power);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
