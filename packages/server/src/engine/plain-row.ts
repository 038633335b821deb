import type { Row } from './engine';

/** JSON-safe values: bigints as numbers, dates as ISO 8601, everything else as the driver gave it. */
export function plain(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'bigint') out[key] = Number(value);
    else if (value instanceof Date) out[key] = Number.isNaN(value.getTime()) ? null : value.toISOString();
    else out[key] = value;
  }
  return out;
}
