import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../lib/app-error';

/** Bounds on an XLSX (a zip) checked from its central directory before anything is inflated. */
export const zipLimits = {
  maxEntries: 10_000,
  /** Declared inflated size / file size above this is refused (DESIGN §6). */
  maxRatio: 100,
};

const corrupt = (why: string) => new AppError(422, 'file_corrupt', `Not a readable XLSX file: ${why}`);
const bomb = (why: string) => new AppError(422, 'zip_bomb', `The XLSX file was refused: ${why}`);

/** One entry as the central directory describes it. */
interface Entry {
  offset: number;
  method: number;
  flags: number;
  compressed: number;
  declared: number;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const bytes = Buffer.alloc(length);
  const { bytesRead } = await handle.read(bytes, 0, length, position);
  if (bytesRead < length) throw corrupt('the file is cut off');
  return bytes;
}

/** The end record and central directory → the entries and where the directory starts. */
async function directoryOf(handle: FileHandle, size: number): Promise<{ entries: Entry[]; start: number }> {
  if (size < 22) throw corrupt('too short');
  const tailLength = Math.min(size, 65_557);
  const tail = await readAt(handle, size - tailLength, tailLength);
  let end = -1;
  for (let i = tailLength - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) throw corrupt('no zip directory');
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const start = tail.readUInt32LE(end + 16);
  if (count === 0xffff || start === 0xffffffff) throw bomb('ZIP64 archives are not accepted');
  if (count > zipLimits.maxEntries) throw bomb(`${count} entries (at most ${zipLimits.maxEntries})`);
  if (start + directorySize > size) throw corrupt('the directory is cut off');
  const directory = await readAt(handle, start, directorySize);
  const entries: Entry[] = [];
  for (let n = 0, at = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50)
      throw corrupt('a broken directory entry');
    entries.push({
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressed: directory.readUInt32LE(at + 20),
      declared: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
    });
    at +=
      46 +
      directory.readUInt16LE(at + 28) +
      directory.readUInt16LE(at + 30) +
      directory.readUInt16LE(at + 32);
  }
  return { entries: entries.sort((a, b) => a.offset - b.offset), start };
}

/**
 * Where each entry's data lies, checked against its local header; the entries must follow one
 * another with nothing between them (an optional data descriptor aside) up to the directory, so a
 * reader that walks the local headers (ExcelJS does) finds exactly these entries and no others.
 */
async function dataOf(handle: FileHandle, entries: Entry[], directoryStart: number) {
  const spans: { entry: Entry; start: number }[] = [];
  let next = 0;
  for (const entry of entries) {
    if (entry.offset !== next) throw corrupt('data outside the zip directory');
    const local = await readAt(handle, entry.offset, 30);
    if (local.readUInt32LE(0) !== 0x04034b50) throw corrupt('a broken local header');
    const start = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    next = start + entry.compressed;
    if (entry.flags & 0x08) {
      // A data descriptor follows: crc, sizes, with or without its signature.
      const descriptor = next + 4 <= directoryStart ? await readAt(handle, next, 4) : Buffer.alloc(4);
      next += descriptor.readUInt32LE(0) === 0x08074b50 ? 16 : 12;
    }
    spans.push({ entry, start });
  }
  if (next !== directoryStart) throw corrupt('data outside the zip directory');
  return spans;
}

/**
 * Inflates every entry once, counting the bytes as they come and keeping none: refused (422
 * `zip_bomb`) as soon as an entry passes the size its directory declares or all of them pass
 * `maxInflated`. The zip directory is never trusted for the size alone.
 */
async function countInflated(file: string, spans: { entry: Entry; start: number }[], maxInflated: number) {
  let total = 0;
  for (const { entry, start } of spans) {
    if (entry.method === 0) {
      if (entry.compressed !== entry.declared) throw corrupt('a stored entry of the wrong size');
      total += entry.compressed;
      if (total > maxInflated) throw bomb(`it inflates to more than ${maxInflated} bytes`);
      continue;
    }
    if (entry.method !== 8) throw corrupt(`compression method ${entry.method} is not supported`);
    if (entry.compressed === 0) continue;
    let inflated = 0;
    const counter = async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        inflated += chunk.length;
        total += chunk.length;
        if (inflated > entry.declared) throw bomb('an entry inflates beyond the size it declares');
        if (total > maxInflated) throw bomb(`it inflates to more than ${maxInflated} bytes`);
      }
      yield* [];
    };
    const read = createReadStream(file, { start, end: start + entry.compressed - 1 });
    await pipeline(read, createInflateRaw(), counter).catch((error: unknown) => {
      throw error instanceof AppError ? error : corrupt('an entry does not inflate');
    });
    if (inflated !== entry.declared) throw corrupt('an entry is not the size it declares');
  }
  return total;
}

/**
 * Checks an XLSX before it is read: the directory (at most 10,000 entries, no ZIP64, a declared
 * size at most 100× the file), its entries laid out as it says, and the bytes they really inflate
 * to, counted while streaming, at most each entry's declared size and `maxInflated` in all (422
 * `zip_bomb`, in about the time it takes to inflate that much; memory stays flat).
 * @example const { inflated } = await checkZip('/data/files/d/f', 512 * 1024 ** 2)
 */
export async function checkZip(
  file: string,
  maxInflated: number,
): Promise<{ entries: number; inflated: number }> {
  const handle = await open(file, 'r');
  let spans: { entry: Entry; start: number }[];
  try {
    const { size } = await handle.stat();
    const { entries, start } = await directoryOf(handle, size);
    const declared = entries.reduce((sum, entry) => sum + entry.declared, 0);
    if (declared > maxInflated) throw bomb(`it inflates to ${declared} bytes`);
    if (declared > size * zipLimits.maxRatio) throw bomb(`it inflates more than ${zipLimits.maxRatio}:1`);
    spans = await dataOf(handle, entries, start);
  } finally {
    await handle.close();
  }
  return { entries: spans.length, inflated: await countInflated(file, spans, maxInflated) };
}
