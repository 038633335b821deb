import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChunkHashes, emptySha256 } from './chunk-hashes';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Bytes that differ from chunk to chunk, so a sum of the wrong range cannot pass. */
const bytesOf = (size: number) => new Uint8Array(size).map((_, i) => (i * 31 + (i >> 8)) % 251);

/** Each platform: Web Crypto's digest for a chunk (a secure context) and @noble/hashes' without it. */
const platforms = [
  ['with Web Crypto', webcrypto.subtle as SubtleCrypto],
  ['without Web Crypto', undefined],
] as const;

describe.each(platforms)('chunk hashes %s', (_, subtle) => {
  it("sums each chunk and, with the last, the whole file, as Node's SHA-256 does", async () => {
    const bytes = bytesOf(10_000);
    const hashes = new ChunkHashes(new Blob([bytes]), subtle);
    const sums = [];
    for (const [from, end] of [
      [0, 4096],
      [4096, 8192],
      [8192, 10_000],
    ] as const)
      sums.push(await hashes.chunk(from, end));
    expect(sums).toEqual([
      { checksum: sha256(bytes.subarray(0, 4096)) },
      { checksum: sha256(bytes.subarray(4096, 8192)) },
      { checksum: sha256(bytes.subarray(8192)), fileSha256: sha256(bytes) },
    ]);
  });

  it('reads the next chunk ahead from the one before it, without hashing the start again', async () => {
    const bytes = bytesOf(300);
    const hashes = new ChunkHashes(new Blob([bytes]), subtle);
    const rehashed: number[] = [];
    await hashes.chunk(0, 100, () => rehashed.push(0));
    // The chunk on its way is kept by the server, then the one read ahead goes on from it.
    hashes.keep(100);
    await hashes.chunk(100, 200, () => rehashed.push(100));
    const last = await hashes.chunk(200, 300, () => rehashed.push(200));
    expect(rehashed).toEqual([]);
    expect(last.fileSha256).toBe(sha256(bytes));
  });

  it('hashes the bytes before a chunk again when no chunk ended there, and says so', async () => {
    const bytes = bytesOf(25 * 1024 * 1024 + 7);
    const hashes = new ChunkHashes(new Blob([bytes]), subtle);
    let rehashes = 0;
    // A reload: the server holds more than 8 MiB (the size re-hashed at a time) of which nothing is hashed.
    const from = 17 * 1024 * 1024 + 3;
    const sums = await hashes.chunk(from, bytes.length, () => rehashes++);
    expect(rehashes).toBe(1);
    expect(sums).toEqual({ checksum: sha256(bytes.subarray(from)), fileSha256: sha256(bytes) });
  });

  it('goes back to the start when the server holds less than every hash kept', async () => {
    const bytes = bytesOf(40);
    const hashes = new ChunkHashes(new Blob([bytes]), subtle);
    await hashes.chunk(0, 20);
    hashes.keep(20);
    await hashes.chunk(20, 30);
    hashes.keep(30);
    // The server lost its last chunks (it reports 10): hashed again from the first byte.
    let rehashes = 0;
    const sums = await hashes.chunk(10, 40, () => rehashes++);
    expect(rehashes).toBe(1);
    expect(sums).toEqual({ checksum: sha256(bytes.subarray(10)), fileSha256: sha256(bytes) });
  });

  it("knows an empty file's SHA-256", () => {
    expect(emptySha256).toBe(sha256(new Uint8Array(0)));
  });
});
