import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type HashPort, hashesOver, serveHashes } from './hash-messages';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (size: number) => new Uint8Array(size).map((_, i) => (i * 13) % 251);

/**
 * Two ends of a channel in this thread, each message delivered on a later turn as a worker's
 * would be; the page's end can stop delivering (a worker that died).
 */
function channel() {
  type Listener = (event: MessageEvent) => void;
  const listeners = { page: [] as Listener[], worker: [] as Listener[] };
  let open = true;
  const end = (mine: keyof typeof listeners, theirs: keyof typeof listeners): HashPort => ({
    postMessage: (data) =>
      setTimeout(() => {
        if (open) for (const listener of listeners[theirs]) listener({ data } as MessageEvent);
      }),
    addEventListener: (_, listener) => listeners[mine].push(listener),
  });
  return { page: end('page', 'worker'), worker: end('worker', 'page'), cut: () => (open = false) };
}

describe('upload hashes on a worker', () => {
  it('answers each chunk with its sums, the whole file with the last, files apart', async () => {
    const { page, worker } = channel();
    serveHashes(worker);
    const hashes = hashesOver(page);
    const [a, b] = [bytesOf(30), bytesOf(50).reverse()];
    const [first, second] = [hashes.open(new Blob([a])), hashes.open(new Blob([b]))];
    const sums = await Promise.all([first.chunk(0, 10), second.chunk(0, 50)]);
    first.keep(10);
    sums.push(await first.chunk(10, 30));
    expect(sums).toEqual([
      { checksum: sha256(a.subarray(0, 10)) },
      { checksum: sha256(b), fileSha256: sha256(b) },
      { checksum: sha256(a.subarray(10)), fileSha256: sha256(a) },
    ]);
  });

  it("tells the page when the worker hashes a file's start again", async () => {
    const { page, worker } = channel();
    serveHashes(worker);
    const hashes = hashesOver(page).open(new Blob([bytesOf(20)]));
    let told = 0;
    await hashes.chunk(12, 20, () => told++);
    expect(told).toBe(1);
  });

  it('fails a chunk of a file already closed', async () => {
    const { page, worker } = channel();
    serveHashes(worker);
    const hashes = hashesOver(page).open(new Blob([bytesOf(20)]));
    hashes.close();
    await expect(hashes.chunk(0, 20)).rejects.toThrow('The upload was closed');
  });

  it('fails the chunks on their way when the worker stops, and hashes the next ones on the page', async () => {
    const { page, worker, cut } = channel();
    serveHashes(worker);
    const over = hashesOver(page);
    const bytes = bytesOf(40);
    const hashes = over.open(new Blob([bytes]));
    await hashes.chunk(0, 20);
    cut();
    const lost = hashes.chunk(20, 40);
    over.fail();
    await expect(lost).rejects.toThrow('The hashing worker stopped');
    // The page has no hash of the first 20 bytes: it makes it again.
    let told = 0;
    await expect(hashes.chunk(20, 40, () => told++)).resolves.toEqual({
      checksum: sha256(bytes.subarray(20)),
      fileSha256: sha256(bytes),
    });
    expect(told).toBe(1);
  });
});
