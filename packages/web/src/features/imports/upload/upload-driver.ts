import type { FileAnswer, UploadState } from '@cubus/shared';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export type UploadStatus = 'idle' | 'hashing' | 'uploading' | 'paused' | 'done' | 'cancelled' | 'failed';

export interface UploadSnapshot {
  status: UploadStatus;
  /** Bytes the server holds, plus those of the chunk on its way. */
  sent: number;
  size: number;
  file: FileAnswer | null;
  error: unknown;
}

/** What a failed call means for the upload. */
export type Failure =
  | { kind: 'aborted' }
  | { kind: 'offset'; offset: number }
  | { kind: 'retry' }
  | { kind: 'fatal' };

/** The server side of `/api/uploadchunk` (protocol in shared `files.ts`); a fake one in tests. */
export interface UploadTransport {
  start(body: { name: string; size: number; sha256: string }): Promise<{ uploadId: string; offset: number }>;
  status(uploadId: string): Promise<{ offset: number }>;
  chunk(
    uploadId: string,
    offset: number,
    bytes: Blob,
    checksum: string,
    signal: AbortSignal,
    onProgress: (loaded: number) => void,
  ): Promise<UploadState>;
  cancel(uploadId: string): Promise<void>;
  classify(error: unknown): Failure;
}

/** Where an unfinished upload of the same file can be found again after a reload. */
export interface ResumeStore {
  get(fingerprint: string): { uploadId: string; sha256: string } | null;
  set(fingerprint: string, value: { uploadId: string; sha256: string }): void;
  delete(fingerprint: string): void;
}

export interface UploadOptions {
  chunkBytes: number;
  transport: UploadTransport;
  resume?: ResumeStore;
  /** Tries of one chunk after network failures before the upload fails. */
  maxRetries?: number;
  /** Waits between tries, in ms, by try number (tests pass zero). */
  backoff?: (attempt: number) => number;
}

type UploadFile = Blob & { name: string; lastModified?: number };

/** SHA-256 of a blob, read a slice at a time so a large file never sits in memory whole. */
export async function hashBlob(
  blob: Blob,
  sliceBytes: number,
  stopped: () => boolean,
): Promise<string | null> {
  const hash = sha256.create();
  for (let at = 0; at < blob.size; at += sliceBytes) {
    if (stopped()) return null;
    hash.update(new Uint8Array(await blob.slice(at, at + sliceBytes).arrayBuffer()));
  }
  return bytesToHex(hash.digest());
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One resumable upload: hash, start (or pick up an unfinished one of the same file), then chunks
 * at the server's offset. Pause aborts the chunk on its way; resume asks the server where it
 * stands and goes on from there, as does a retry after a dropped connection.
 * @example const driver = new UploadDriver(file, {chunkBytes, transport}); driver.subscribe(render); driver.start()
 */
export class UploadDriver {
  private snapshot: UploadSnapshot;
  private readonly listeners = new Set<(snapshot: UploadSnapshot) => void>();
  private uploadId: string | null = null;
  private hash: string | null = null;
  private offset = 0;
  private controller: AbortController | null = null;
  /** Each run of the loop has its number: a pause or cancel makes the running one stale. */
  private run = 0;
  private readonly fingerprint: string;

  constructor(
    private readonly file: UploadFile,
    private readonly options: UploadOptions,
  ) {
    this.snapshot = { status: 'idle', sent: 0, size: file.size, file: null, error: null };
    this.fingerprint = `${file.name}:${file.size}:${file.lastModified ?? 0}`;
  }

  get state(): UploadSnapshot {
    return this.snapshot;
  }

  subscribe(listener: (snapshot: UploadSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): Promise<void> {
    if (this.snapshot.status !== 'idle' && this.snapshot.status !== 'failed') return Promise.resolve();
    return this.loop();
  }

  pause(): void {
    if (this.snapshot.status !== 'uploading' && this.snapshot.status !== 'hashing') return;
    this.run += 1;
    this.controller?.abort();
    this.set({ status: 'paused', sent: this.offset });
  }

  resume(): Promise<void> {
    if (this.snapshot.status !== 'paused') return Promise.resolve();
    return this.loop();
  }

  async cancel(): Promise<void> {
    const { status } = this.snapshot;
    if (status === 'done' || status === 'cancelled') return;
    this.run += 1;
    this.controller?.abort();
    this.set({ status: 'cancelled' });
    this.options.resume?.delete(this.fingerprint);
    if (this.uploadId) await this.options.transport.cancel(this.uploadId).catch(() => undefined);
  }

  private set(next: Partial<UploadSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener(this.snapshot);
  }

  private async loop(): Promise<void> {
    const run = ++this.run;
    const stale = () => run !== this.run;
    const { transport, chunkBytes, resume } = this.options;
    const maxRetries = this.options.maxRetries ?? 5;
    const backoff = this.options.backoff ?? ((attempt: number) => Math.min(500 * 2 ** attempt, 8000));
    let retries = 0;
    try {
      if (this.uploadId === null) await this.open(stale);
      if (stale()) return;
      if (this.uploadId !== null && this.snapshot.status === 'paused') {
        this.offset = (await transport.status(this.uploadId)).offset;
        if (stale()) return;
      }
      this.set({ status: 'uploading', sent: this.offset, error: null });
      while (this.uploadId !== null && !stale()) {
        const bytes = this.file.slice(this.offset, this.offset + chunkBytes);
        const checksum = bytesToHex(sha256(new Uint8Array(await bytes.arrayBuffer())));
        if (stale()) return;
        this.controller = new AbortController();
        const from = this.offset;
        try {
          const answer = await transport.chunk(
            this.uploadId,
            from,
            bytes,
            checksum,
            this.controller.signal,
            (loaded) => {
              if (!stale()) this.set({ sent: from + loaded });
            },
          );
          if (stale()) return;
          retries = 0;
          this.offset = answer.offset;
          this.set({ sent: this.offset });
          if (answer.file) {
            resume?.delete(this.fingerprint);
            this.set({ status: 'done', file: answer.file, sent: this.file.size });
            return;
          }
        } catch (error) {
          if (stale()) return;
          const failure = transport.classify(error);
          if (failure.kind === 'offset') this.offset = failure.offset;
          else if (failure.kind === 'retry' && retries < maxRetries) {
            await wait(backoff(retries));
            retries += 1;
            if (stale()) return;
            this.offset = (await transport.status(this.uploadId)).offset;
          } else throw error;
        }
      }
    } catch (error) {
      if (stale()) return;
      // The server may have dropped it (a whole-file checksum mismatch): a new start begins anew.
      resume?.delete(this.fingerprint);
      this.uploadId = null;
      this.hash = null;
      this.offset = 0;
      this.set({ status: 'failed', error, sent: 0 });
    }
  }

  /** Hashes the file and starts its upload, or finds the unfinished one a reload left. */
  private async open(stale: () => boolean): Promise<void> {
    const { transport, chunkBytes, resume } = this.options;
    const saved = resume?.get(this.fingerprint);
    if (saved) {
      try {
        this.offset = (await transport.status(saved.uploadId)).offset;
        this.uploadId = saved.uploadId;
        this.hash = saved.sha256;
        return;
      } catch {
        // Expired or someone else's: start anew.
        resume?.delete(this.fingerprint);
      }
    }
    if (this.hash === null) {
      this.set({ status: 'hashing', error: null });
      this.hash = await hashBlob(this.file, chunkBytes, stale);
      if (this.hash === null || stale()) return;
    }
    const started = await transport.start({ name: this.file.name, size: this.file.size, sha256: this.hash });
    if (stale()) {
      // Paused or cancelled while starting: keep it for a resume, or drop it.
      if (this.snapshot.status === 'cancelled')
        await transport.cancel(started.uploadId).catch(() => undefined);
      else {
        this.uploadId = started.uploadId;
        resume?.set(this.fingerprint, { uploadId: started.uploadId, sha256: this.hash });
      }
      return;
    }
    this.uploadId = started.uploadId;
    this.offset = started.offset;
    resume?.set(this.fingerprint, { uploadId: started.uploadId, sha256: this.hash });
  }
}
