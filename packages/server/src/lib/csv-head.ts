import { open } from 'node:fs/promises';

/** The encodings a CSV import reads, by the names `TextDecoder` knows them by. */
const decoders = { 'utf-8': 'utf-8', latin1: 'latin1', 'utf-16': 'utf-16le' } as const;

/**
 * A CSV's lines as its readers take them: split at line breaks outside quotes (`\n`, `\r\n` or
 * `\r`; a quoted value may hold one), each without its break, blank ones left out (they are no
 * line). `complete` false: the text was cut where a sample ended, so its last line is left out.
 * @example csvRecords('a,b\r\n"x\ny",2\n\n3,4', '"') // ['a,b', '"x\ny",2', '3,4']
 */
export function csvRecords(text: string, quote: string, complete = true): string[] {
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  const end = (at: number) => {
    if (at > start) records.push(text.slice(start, at));
  };
  for (let i = 0; i < text.length; i++) {
    if (quote !== '' && text.startsWith(quote, i)) {
      quoted = !quoted;
      i += quote.length - 1;
    } else if (!quoted && (text[i] === '\n' || text[i] === '\r')) {
      end(i);
      if (text[i] === '\r' && text[i + 1] === '\n') i += 1;
      start = i + 1;
    }
  }
  if (complete) end(text.length);
  return records;
}

/** The whole lines (`csvRecords`) of a CSV's first `bytes`, read in its encoding: a sample, never a read of a large file. */
export async function csvHead(
  path: string,
  { encoding, quote }: { encoding: keyof typeof decoders; quote: string },
  bytes: number,
): Promise<string[]> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    const text = new TextDecoder(decoders[encoding]).decode(buffer.subarray(0, bytesRead));
    return csvRecords(text, quote, bytesRead < bytes);
  } finally {
    await handle.close();
  }
}
