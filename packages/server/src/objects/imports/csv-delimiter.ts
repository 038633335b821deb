import { csvHead, csvRecords } from '../../lib/csv-head';

/** The delimiters a CSV is read with when its import names none: comma first, as the file says nothing. */
export const csvDelimiters = [',', ';', '\t', '|'] as const;

/** As far as a file is looked at: enough for many lines, never a read of a large file. */
const sampleBytes = 64 * 1024;
const sampleRecords = 50;

/** How many times each delimiter occurs in each of the first records, outside quotes. */
function countsPerRecord(records: string[], quote: string): Map<string, number[]> {
  const counts = new Map<string, number[]>(csvDelimiters.map((delimiter) => [delimiter, []]));
  for (const record of records.slice(0, sampleRecords)) {
    const current = new Map<string, number>();
    let quoted = false;
    for (const char of record) {
      if (char === quote) quoted = !quoted;
      else if (!quoted && csvDelimiters.includes(char as (typeof csvDelimiters)[number]))
        current.set(char, (current.get(char) ?? 0) + 1);
    }
    for (const delimiter of csvDelimiters) counts.get(delimiter)?.push(current.get(delimiter) ?? 0);
  }
  return counts;
}

/** The share of records that must split as the header does for a delimiter to count when none splits every one. */
const mostRecords = 0.8;

/**
 * The delimiter a CSV's first records split into the header's number of columns by: one that
 * splits every record so, the most columns winning; else one that splits most of them (a few
 * ragged lines, which the read then reports); a comma when none does (a file of one column). The
 * sample is the file's first 64 KiB.
 * @example delimiterOf('Kunde;Betrag\nMüller;1.234,50\n', '"') // ';'
 */
export function delimiterOf(text: string, quote: string, complete = true): string {
  return delimiterOfRecords(csvRecords(text, quote, complete), quote);
}

/** `delimiterOf` a CSV's records. */
function delimiterOfRecords(records: string[], quote: string): string {
  const candidates = [...countsPerRecord(records, quote)].flatMap(([delimiter, perRecord]) => {
    const header = perRecord[0] ?? 0;
    if (header === 0) return [];
    const share = perRecord.filter((count) => count === header).length / perRecord.length;
    return share >= mostRecords ? [{ delimiter, columns: header + 1, every: share === 1 }] : [];
  });
  const best = (pool: typeof candidates) =>
    pool.reduce<(typeof candidates)[number] | undefined>(
      (top, candidate) => (top && top.columns >= candidate.columns ? top : candidate),
      undefined,
    );
  return (best(candidates.filter((c) => c.every)) ?? best(candidates))?.delimiter ?? ',';
}

/** The delimiter of the CSV at `path` (`delimiterOf` its first 64 KiB, in its encoding). */
export async function fileDelimiter(
  path: string,
  options: { quote: string; encoding: Parameters<typeof csvHead>[1]['encoding'] },
): Promise<string> {
  return delimiterOfRecords(await csvHead(path, options, sampleBytes), options.quote);
}
