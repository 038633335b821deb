/**
 * The points of an SVG polyline drawing `series` across a `width` × `height` box: the lowest value
 * on the bottom edge, the highest on the top one; a flat series lies across the middle.
 * @example sparklinePoints([1, 3, 2], 100, 10) // '0,10 50,0 100,5'
 */
export function sparklinePoints(series: number[], width: number, height: number): string {
  if (series.length === 0) return '';
  const low = Math.min(...series);
  const span = Math.max(...series) - low;
  const step = series.length > 1 ? width / (series.length - 1) : 0;
  return series
    .map((value, index) => {
      const y = span === 0 ? height / 2 : height - ((value - low) / span) * height;
      return `${round(index * step)},${round(y)}`;
    })
    .join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;
