import type { DashboardAnswer } from '@cubus/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../lib/use-element-width';
import { valueTicks } from './value-ticks';
import './runs-chart.css';

type Day = DashboardAnswer['runsPerDay'][number];

// Both above 3:1 against the light and the dark card (WCAG 1.4.11, graphical objects).
const series = [
  { key: 'succeeded', color: '#2f9e44' },
  { key: 'failed', color: '#e03131' },
] as const;
const height = 220;
const margin = { top: 8, right: 8, bottom: 24, left: 40 };
/** Room one day's label needs: on a narrow card every second (third, …) day is labelled. */
const labelWidth = 56;

const dayLabel = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Runs per day as stacked bars (succeeded, failed) in plain SVG: an image named and described for
 * screen readers, its legend above the plot (never over an axis), and the figures as a table that
 * opens from the keyboard.
 */
export function RunsChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const [host, width] = useElementWidth();
  const count = (value: number) => value.toLocaleString(language);
  const sum = (key: (typeof series)[number]['key']) => days.reduce((total, day) => total + day[key], 0);
  const ticks = valueTicks(Math.max(0, ...days.map((day) => day.succeeded + day.failed)));
  const top = ticks.at(-1) ?? 1;
  const band = Math.max(0, width - margin.left - margin.right) / Math.max(1, days.length);
  const y = (value: number) => margin.top + (1 - value / top) * (height - margin.top - margin.bottom);
  const labelEvery = Math.max(1, Math.ceil(labelWidth / Math.max(1, band)));
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? t('dashboard.runsSummary', {
          from: dayLabel(first.day, language),
          to: dayLabel(last.day, language),
          count: sum('succeeded'),
          failed: sum('failed'),
        })
      : '';
  return (
    <figure className="runs-chart">
      <ul className="runs-chart__legend">
        {series.map(({ key, color }) => (
          <li key={key}>
            <span className="runs-chart__swatch" style={{ background: color }} />
            {t(`dashboard.${key}`)}
          </li>
        ))}
      </ul>
      <div ref={host} className="runs-chart__plot">
        {width > 0 && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
          >
            <title id={`${id}-title`}>{t('dashboard.runsPerDay')}</title>
            <desc id={`${id}-desc`}>{summary}</desc>
            {ticks.map((tick) => (
              <g key={tick} className="runs-chart__tick">
                <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
                <text x={margin.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                  {count(tick)}
                </text>
              </g>
            ))}
            {days.map((day, index) => {
              const x = margin.left + index * band;
              const barWidth = Math.max(1, band * 0.6);
              return (
                <g key={day.day}>
                  <title>
                    {`${dayLabel(day.day, language)}: ${t('dashboard.succeeded')} ${count(day.succeeded)}, ${t('dashboard.failed')} ${count(day.failed)}`}
                  </title>
                  <rect
                    x={x + (band - barWidth) / 2}
                    y={y(day.succeeded)}
                    width={barWidth}
                    height={y(0) - y(day.succeeded)}
                    fill={series[0].color}
                  />
                  <rect
                    x={x + (band - barWidth) / 2}
                    y={y(day.succeeded + day.failed)}
                    width={barWidth}
                    height={y(day.succeeded) - y(day.succeeded + day.failed)}
                    fill={series[1].color}
                  />
                  {index % labelEvery === 0 && (
                    <text className="runs-chart__day" x={x + band / 2} y={height - 6} textAnchor="middle">
                      {dayLabel(day.day, language)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <details className="runs-chart__figures">
        <summary>{t('dashboard.showFigures')}</summary>
        <table>
          <caption className="visually-hidden">{t('dashboard.runsPerDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.succeeded')}</th>
              <th scope="col">{t('dashboard.failed')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day, language)}</th>
                <td>{count(day.succeeded)}</td>
                <td>{count(day.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
