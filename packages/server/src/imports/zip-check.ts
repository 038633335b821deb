import { open } from 'node:fs/promises';
import { AppError } from '../lib/app-error';

/** Bounds on an XLSX (a zip) checked from its central directory before anything is inflated. */
export const zipLimits = {
  maxEntries: 10_000,
  /** Declared inflated size / file size above this is refused (DESIGN §6). */
  maxRatio: 100,
  maxInflatedBytes: 2 * 1024 ** 3,
};

const corrupt = (why: string) => new AppError(422, 'file_corrupt', `Not a readable XLSX file: ${why}`);
const bomb = (why: string) => new AppError(422, 'zip_bomb', `The XLSX file was refused: ${why}`);

/**
 * Reads the zip's end record and central directory (never inflating) and refuses more than
 * 10,000 entries, a declared inflated size over 100× the file or over 2 GiB, and ZIP64.
 * @example const { inflated } = await checkZip('/data/files/d/f') // bytes the entries declare
 */
export async function checkZip(file: string): Promise<{ entries: number; inflated: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 22) throw corrupt('too short');
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === 0x06054b50) {
        end = i;
        break;
      }
    if (end < 0) throw corrupt('no zip directory');
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (entries === 0xffff || directoryOffset === 0xffffffff) throw bomb('ZIP64 archives are not accepted');
    if (entries > zipLimits.maxEntries) throw bomb(`${entries} entries (at most ${zipLimits.maxEntries})`);
    if (directoryOffset + directorySize > size) throw corrupt('the directory is cut off');
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    let inflated = 0;
    let at = 0;
    for (let n = 0; n < entries; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50)
        throw corrupt('a broken directory entry');
      inflated += directory.readUInt32LE(at + 24);
      at +=
        46 +
        directory.readUInt16LE(at + 28) +
        directory.readUInt16LE(at + 30) +
        directory.readUInt16LE(at + 32);
    }
    if (inflated > zipLimits.maxInflatedBytes) throw bomb(`it inflates to ${inflated} bytes`);
    if (inflated > size * zipLimits.maxRatio) throw bomb(`it inflates more than ${zipLimits.maxRatio}:1`);
    return { entries, inflated };
  } finally {
    await handle.close();
  }
}
