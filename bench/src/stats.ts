/** The middle value (mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The value below which `fraction` of the values fall (nearest rank). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
