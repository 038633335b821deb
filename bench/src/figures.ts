import { median, round } from './stats';

/** What a figure must do: stay under or over a bound, or within `ratio` × its baseline + `gap`. */
export type Goal = { atMost: number } | { atLeast: number } | { ratio: number; gap: number };

/**
 * One line of the bench's table: the runs of a figure (its median counts, the runs' range is its
 * spread), beside the runs of its baseline when it has one, and its goal.
 * @example { figure: 'cold start (ms)', runs: [812, 790, 845], baseline: [590, 600], goal: { atMost: 3000 } }
 */
export interface Figure {
  figure: string;
  runs: number[];
  baseline?: number[];
  /** What the baseline is (bare Fastify, DuckDB alone…). */
  against?: string;
  goal?: Goal;
}

const goalText = (goal: Goal | undefined) =>
  !goal
    ? ''
    : 'atMost' in goal
      ? `≤ ${goal.atMost}`
      : 'atLeast' in goal
        ? `≥ ${goal.atLeast}`
        : `≤ ${goal.ratio}× + ${goal.gap}`;

const spread = (runs: number[]) =>
  runs.length < 2 ? '(one run)' : `${round(Math.min(...runs))}–${round(Math.max(...runs))}`;

/** Whether the figure's median meets its goal; undefined without one. */
export function holds({ runs, baseline, goal }: Figure): boolean | undefined {
  if (!goal) return undefined;
  const value = median(runs);
  if ('atMost' in goal) return value <= goal.atMost;
  if ('atLeast' in goal) return value >= goal.atLeast;
  return value <= median(baseline ?? []) * goal.ratio + goal.gap;
}

/** Prints every figure as one table: median, spread, runs, baseline, ratio, goal and whether it holds. */
export function printFigures(figures: Figure[]): void {
  console.table(
    figures.map((figure) => {
      const value = median(figure.runs);
      const base = figure.baseline ? median(figure.baseline) : undefined;
      const ok = holds(figure);
      return {
        figure: figure.figure,
        median: round(value),
        spread: spread(figure.runs),
        runs: figure.runs.length,
        baseline: base === undefined ? '' : `${round(base)} ${figure.against ?? ''}`.trim(),
        ratio: base === undefined ? '' : round(value / base),
        goal: goalText(figure.goal),
        holds: ok === undefined ? '' : ok ? 'yes' : 'NO',
      };
    }),
  );
}
