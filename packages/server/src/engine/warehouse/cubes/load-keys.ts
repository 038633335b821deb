import type { Dialect } from '../../dialects/dialect';

/*
 * What a load of a cube's facts reads of a source row, the same on every engine: the member code
 * of each dimension's column, and how many rejected rows are listed.
 */

/** Levels of a time reference, root first: the codes its generator gives them. */
export const timeLevels = ['year', 'quarter', 'month', 'day'] as const;
export type TimeLevel = (typeof timeLevels)[number];

/** The level of a time reference whose leaves are at depth `depth` (its generator's depth). */
export const timeLevelAt = (depth: number): TimeLevel =>
  timeLevels[Math.min(depth, timeLevels.length - 1)] ?? 'day';

/**
 * The member code of a source column: as text, or, for a date or timestamp on a time reference,
 * the code of its period at the reference's leaf level (a timestamp → its day, month …), so a load
 * matches the calendar and never adds a member per timestamp.
 * @example keyOf('src."dep_time"', 'day', duckdbDialect) // "strftime(src.\"dep_time\", '%Y-%m-%d')"
 */
export function keyOf(column: string, timeLevel: TimeLevel | null, dialect: Dialect): string {
  return timeLevel ? dialect.timeCode(column, timeLevel) : dialect.asText(column);
}

/** Rejected rows kept, the first by line; all are counted. */
export const keptRejected = 1000;
