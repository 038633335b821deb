import type { StatisticTrend } from '../../cards/card-statistics-data';
import { formatCompact } from '../../demo-format';
import { sparklinePoints } from './sparkline';

/** A week's trend as a small line; the figures are read out as a list for screen readers. */
export function TrendLine({
  trend,
  label,
  colour,
}: {
  trend: StatisticTrend;
  label: string;
  colour: string;
}) {
  return (
    <figure className="demo-trend">
      <svg viewBox="0 0 120 40" preserveAspectRatio="none" aria-hidden="true" className="demo-trend__line">
        <polyline
          points={sparklinePoints(trend.series, 120, 36)}
          fill="none"
          stroke={colour}
          strokeWidth="2.5"
        />
      </svg>
      <figcaption className="visually-hidden">
        {label}: {trend.series.map(formatCompact).join(', ')}
      </figcaption>
    </figure>
  );
}
