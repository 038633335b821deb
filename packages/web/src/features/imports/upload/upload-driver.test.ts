import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { ChunkHashes } from './chunk-hashes';
import {
  type Failure,
  type ResumeStore,
  UploadDriver,
  type UploadSnapshot,
  type UploadTransport,
} from './upload-driver';

const aborted = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

/** An in-memory `/api/uploadchunk`: keeps the bytes, checks offsets, can hold or fail chunks. */
class FakeServer implements UploadTransport {
  bytes = new Uint8Array(0);
  offset = 0;
  size = 0;
  sha = '';
  starts = 0;
  statuses = 0;
  cancelled = false;
  /** Errors the next chunk calls throw, in order. */
  failures: unknown[] = [];
  /** A chunk waits on this while set (so a test can pause it on its way), at `holdAt` only when set. */
  hold: Promise<void> | null = null;
  holdAt: number | null = null;
  /** The whole-file SHA-256 each chunk brought, in order. */
  fileSums: (string | undefined)[] = [];

  async start(body: { name: string; size: number; sha256?: string }) {
    this.starts += 1;
    this.size = body.size;
    this.sha = body.sha256 ?? '';
    this.bytes = new Uint8Array(body.size);
    return { uploadId: 'u1', offset: 0 };
  }

  async status(uploadId: string) {
    this.statuses += 1;
    if (uploadId !== 'u1' || this.cancelled) throw { kind: 'fatal' };
    return { offset: this.offset };
  }

  async chunk(
    _id: string,
    offset: number,
    blob: Blob,
    checksums: { chunk: string; file?: string },
    signal: AbortSignal,
    onProgress: (loaded: number) => void,
  ) {
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (this.hold && (this.holdAt === null || this.holdAt === offset))
      await Promise.race([
        this.hold,
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(aborted()))),
      ]);
    if (signal.aborted) throw aborted();
    if (offset !== this.offset) throw { kind: 'offset', offset: this.offset };
    const data = new Uint8Array(await blob.arrayBuffer());
    expect(checksums.chunk).toBe(bytesToHex(sha256(data)));
    this.fileSums.push(checksums.file);
    if (checksums.file) this.sha = checksums.file;
    this.bytes.set(data, offset);
    this.offset += data.length;
    onProgress(data.length);
    const done = this.offset === this.size;
    if (done) expect(bytesToHex(sha256(this.bytes))).toBe(this.sha);
    return {
      uploadId: 'u1',
      offset: this.offset,
      ...(done
        ? { file: { fileId: crypto.randomUUID(), name: 'f.csv', size: this.size, sha256: this.sha } }
        : {}),
    };
  }

  async cancel() {
    this.cancelled = true;
  }

  classify(error: unknown): Failure {
    if (error instanceof Error && error.name === 'AbortError') return { kind: 'aborted' };
    return error as Failure;
  }
}

class MemoryResume implements ResumeStore {
  map = new Map<string, { uploadId: string }>();
  get(key: string) {
    return this.map.get(key) ?? null;
  }
  set(key: string, value: { uploadId: string }) {
    this.map.set(key, value);
  }
  delete(key: string) {
    this.map.delete(key);
  }
}

function fileOf(size: number): File {
  const data = new Uint8Array(size).map((_, i) => (i * 7) % 251);
  return new File([data], 'f.csv', { lastModified: 1 });
}

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
};

function setup(size = 10, server = new FakeServer(), resume = new MemoryResume()) {
  const file = fileOf(size);
  // The chunks asked to be hashed, by where each starts (on the test's thread: no workers here).
  const reads: number[] = [];
  const hashes = (blob: Blob) => {
    const inThread = new ChunkHashes(blob);
    return {
      chunk: (from: number, end: number, onRehash?: () => void) => {
        reads.push(from);
        return inThread.chunk(from, end, onRehash);
      },
      keep: (at: number) => inThread.keep(at),
      close: () => inThread.close(),
    };
  };
  const driver = new UploadDriver(file, {
    chunkBytes: 4,
    transport: server,
    resume,
    backoff: () => 0,
    hashes,
  });
  const seen: UploadSnapshot['status'][] = [];
  driver.subscribe((snapshot) => {
    if (seen.at(-1) !== snapshot.status) seen.push(snapshot.status);
  });
  return { file, driver, server, resume, seen, reads };
}

describe('upload driver', () => {
  it("starts at once and sends the chunks in order, the whole file's SHA-256 with the last", async () => {
    const { driver, server, seen } = setup(10);
    await driver.start();
    expect(seen).toEqual(['uploading', 'done']);
    expect(driver.state).toMatchObject({ status: 'done', sent: 10, size: 10, file: { size: 10 } });
    expect(server.offset).toBe(10);
    expect(server.fileSums).toEqual([undefined, undefined, bytesToHex(sha256(server.bytes))]);
  });

  it('reads and hashes the next chunk, and only that one, while the current one is on its way', async () => {
    const { driver, server, reads } = setup(12);
    const gate = deferred();
    server.hold = gate.promise;
    const running = driver.start();
    await until(() => reads.includes(4));
    await new Promise((r) => setTimeout(r, 5));
    expect([server.offset, reads]).toEqual([0, [0, 4]]);
    gate.release();
    await running;
    expect(reads).toEqual([0, 4, 8]);
    expect(driver.state.status).toBe('done');
  });

  it("reads and hashes a new upload's first chunk while its start is on its way, and sends that one", async () => {
    const server = new FakeServer();
    const gate = deferred();
    const started = server.start.bind(server);
    server.start = async (body) => {
      await gate.promise;
      return started(body);
    };
    const { driver, reads } = setup(10, server);
    const running = driver.start();
    await until(() => reads.includes(0));
    expect(server.starts).toBe(0);
    gate.release();
    await running;
    expect(reads).toEqual([0, 4, 8]);
    expect(driver.state.status).toBe('done');
    expect(server.fileSums.at(-1)).toBe(bytesToHex(sha256(server.bytes)));
  });

  it("sends an empty file's SHA-256 with the start, which completes it", async () => {
    const server = new FakeServer();
    const started = server.start.bind(server);
    server.start = async (body) => ({
      ...(await started(body)),
      file: { fileId: crypto.randomUUID(), name: 'f.csv', size: 0, sha256: body.sha256 ?? '' },
    });
    const { driver } = setup(0, server);
    await driver.start();
    expect(driver.state.status).toBe('done');
    expect(server.sha).toBe(bytesToHex(sha256(new Uint8Array(0))));
  });

  it('pauses a chunk on its way and resumes from the offset the server reports', async () => {
    const { driver, server, seen, resume } = setup(10);
    const gate = deferred();
    server.hold = gate.promise;
    const running = driver.start();
    await until(() => driver.state.status === 'uploading');
    driver.pause();
    await running;
    expect(driver.state).toMatchObject({ status: 'paused', sent: 0 });
    expect(resume.map.size).toBe(1);
    server.hold = null;
    const statusesBefore = server.statuses;
    await driver.resume();
    expect(server.statuses).toBe(statusesBefore + 1);
    expect(server.starts).toBe(1);
    expect(seen).toEqual(['uploading', 'paused', 'uploading', 'done']);
    expect(resume.map.size).toBe(0);
  });

  it('after a dropped connection asks where to go on; a wrong offset jumps to the server one', async () => {
    const { driver, server } = setup(10);
    server.failures = [{ kind: 'retry' }, { kind: 'retry' }];
    server.offset = 0;
    await driver.start();
    expect(driver.state.status).toBe('done');
    expect(server.statuses).toBe(2);

    const second = setup(9);
    // The server already holds 4 bytes (the answer to an earlier chunk was lost).
    const { driver: other, server: otherServer } = second;
    const started = otherServer.start.bind(otherServer);
    otherServer.start = async (body) => {
      const answer = await started(body);
      otherServer.offset = 4;
      otherServer.bytes.set(new Uint8Array(await fileOf(9).slice(0, 4).arrayBuffer()));
      return answer;
    };
    await other.start();
    expect(other.state.status).toBe('done');
  });

  it('fails after too many tries, and a new start begins anew', async () => {
    const { driver, server } = setup(6);
    server.failures = Array.from({ length: 6 }, () => ({ kind: 'retry' }));
    await driver.start();
    expect(driver.state.status).toBe('failed');
    await driver.start();
    expect(driver.state.status).toBe('done');
    expect(server.starts).toBe(2);
  });

  it('cancel drops the upload on the server and forgets it', async () => {
    const { driver, server, resume } = setup(10);
    const gate = deferred();
    server.hold = gate.promise;
    const running = driver.start();
    await until(() => driver.state.status === 'uploading');
    await driver.cancel();
    await running;
    expect(driver.state.status).toBe('cancelled');
    expect(server.cancelled).toBe(true);
    expect(resume.map.size).toBe(0);
    await driver.resume();
    expect(driver.state.status).toBe('cancelled');
  });

  it('after a reload picks up the unfinished upload of the same file instead of starting anew', async () => {
    const first = setup(10);
    const gate = deferred();
    first.server.hold = gate.promise;
    const running = first.driver.start();
    await until(() => first.driver.state.status === 'uploading');
    first.driver.pause();
    await running;
    first.server.hold = null;

    const reloaded = setup(10, first.server, first.resume);
    await reloaded.driver.start();
    expect(reloaded.seen).toEqual(['uploading', 'done']);
    expect(first.server.starts).toBe(1);
  });

  it('after a reload mid-file hashes the bytes the server holds again, then goes on', async () => {
    const first = setup(10);
    const gate = deferred();
    first.server.hold = gate.promise;
    first.server.holdAt = 4;
    const running = first.driver.start();
    await until(() => first.server.offset === 4);
    first.driver.pause();
    await running;
    first.server.hold = null;

    const reloaded = setup(10, first.server, first.resume);
    await reloaded.driver.start();
    expect(reloaded.seen).toEqual(['uploading', 'hashing', 'uploading', 'done']);
    expect(first.server.fileSums).toEqual([undefined, undefined, bytesToHex(sha256(first.server.bytes))]);
    expect(reloaded.driver.state.file).toMatchObject({ sha256: bytesToHex(sha256(first.server.bytes)) });
  });
});
