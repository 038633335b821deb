import { Worker } from 'node:worker_threads';

/** A chunk of the file, its SHA-256, and the whole file's with the last chunk. */
export interface ReadChunk {
  chunk: Buffer;
  checksum: string;
  fileSha256?: string;
}

/**
 * The worker: reads the chunk asked for, hashes it, carries the whole file's hash on (chunks are
 * asked for in order), and hands the bytes over without a copy. Plain JavaScript, so it runs
 * without the TypeScript loader the benches start with.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { openSync, readSync, closeSync } = require('node:fs');
const { file, size, chunkBytes } = workerData;
const fd = openSync(file, 'r');
const whole = createHash('sha256');
parentPort.on('message', (offset) => {
  if (offset === null) {
    closeSync(fd);
    parentPort.close();
    return;
  }
  const buffer = Buffer.allocUnsafe(Math.min(chunkBytes, size - offset));
  const read = readSync(fd, buffer, 0, buffer.length, offset);
  const chunk = buffer.subarray(0, read);
  whole.update(chunk);
  const answer = { offset, chunk, checksum: createHash('sha256').update(chunk).digest('hex') };
  if (offset + read === size) answer.fileSha256 = whole.copy().digest('hex');
  parentPort.postMessage(answer, [buffer.buffer]);
});
`;

/**
 * Reads and hashes a file's chunks on a thread of its own, as a browser's upload goes on while
 * the console hashes the next chunk: on the bench's one thread, hashing 8 MiB (two SHA-256
 * passes, some 11 ms) held back the sends of the chunk on its way and the start call, a cost of
 * this client that a browser does not have. Chunks must be asked for in order. Answers once the
 * thread has started (some 30–50 ms, not the upload's: a browser's hashing starts none).
 * @example const reader = await chunkReader(file, size, 8 << 20); const first = await reader.read(0); await reader.close()
 */
export async function chunkReader(file: string, size: number, chunkBytes: number) {
  const worker = new Worker(workerSource, { eval: true, workerData: { file, size, chunkBytes } });
  await new Promise((resolve, reject) => {
    worker.once('online', resolve);
    worker.once('error', reject);
  });
  const waiting = new Map<number, { resolve: (chunk: ReadChunk) => void; reject: (error: Error) => void }>();
  worker.on('message', ({ offset, chunk, checksum, fileSha256 }) => {
    const asked = waiting.get(offset);
    waiting.delete(offset);
    asked?.resolve({
      chunk: Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      checksum,
      ...(fileSha256 ? { fileSha256 } : {}),
    });
  });
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.on('error', (error) => {
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
  });
  return {
    read(offset: number): Promise<ReadChunk> {
      return new Promise((resolve, reject) => {
        waiting.set(offset, { resolve, reject });
        worker.postMessage(offset);
      });
    },
    async close(): Promise<void> {
      worker.postMessage(null);
      await exited;
    },
  };
}

export type ChunkReader = Awaited<ReturnType<typeof chunkReader>>;
