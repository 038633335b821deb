import { open } from 'node:fs/promises';

/** The delimiters a CSV is read with when its import names none: comma first, as the file says nothing. */
export const csvDelimiters = [',', ';', '\t', '|'] as const;

/** As far as a file is looked at: enough for many lines, never a read of a large file. */
const sampleBytes = 64 * 1024;
const sampleRecords = 50;

const decoders = { 'utf-8': 'utf-8', latin1: 'latin1', 'utf-16': 'utf-16le' } as const;

/**
 * How many times each delimiter occurs in each of the sample's whole records, outside quotes (a
 * quoted value may hold a delimiter or a line break). The last record is left out when the sample
 * ends inside it.
 */
function countsPerRecord(text: string, quote: string, complete: boolean): Map<string, number[]> {
  const counts = new Map<string, number[]>(csvDelimiters.map((delimiter) => [delimiter, []]));
  let current = new Map<string, number>();
  let quoted = false;
  let records = 0;
  const endRecord = () => {
    for (const delimiter of csvDelimiters) counts.get(delimiter)?.push(current.get(delimiter) ?? 0);
    current = new Map();
    records += 1;
  };
  let empty = true;
  for (let i = 0; i < text.length && records < sampleRecords; i++) {
    const char = text[i] as string;
    if (char === quote) quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      if (!empty) endRecord();
      empty = true;
      continue;
    } else if (!quoted && csvDelimiters.includes(char as (typeof csvDelimiters)[number]))
      current.set(char, (current.get(char) ?? 0) + 1);
    empty = false;
  }
  if (complete && !empty && records < sampleRecords) endRecord();
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
  const candidates = [...countsPerRecord(text, quote, complete)].flatMap(([delimiter, perRecord]) => {
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
  options: { quote: string; encoding: keyof typeof decoders },
): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(sampleBytes);
    const { bytesRead } = await handle.read(buffer, 0, sampleBytes, 0);
    const text = new TextDecoder(decoders[options.encoding]).decode(buffer.subarray(0, bytesRead));
    return delimiterOf(text, options.quote, bytesRead < sampleBytes);
  } finally {
    await handle.close();
  }
}
