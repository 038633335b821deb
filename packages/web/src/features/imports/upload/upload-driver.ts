import type { FileAnswer, UploadState } from '@cubus/shared';
import { type ChunkSums, emptySha256, type UploadHashes } from './chunk-hashes';
import { uploadHashes } from './upload-hashes';

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
  start(body: { name: string; size: number; sha256?: string }): Promise<{
    uploadId: string;
    offset: number;
    file?: FileAnswer;
  }>;
  status(uploadId: string): Promise<{ offset: number }>;
  /** `checksums.file` (the whole file's SHA-256) goes with the last chunk. */
  chunk(
    uploadId: string,
    offset: number,
    bytes: Blob,
    checksums: { chunk: string; file?: string },
    signal: AbortSignal,
    onProgress: (loaded: number) => void,
  ): Promise<UploadState>;
  cancel(uploadId: string): Promise<void>;
  classify(error: unknown): Failure;
}

/** Where an unfinished upload of the same file can be found again after a reload. */
export interface ResumeStore {
  get(fingerprint: string): { uploadId: string } | null;
  set(fingerprint: string, value: { uploadId: string }): void;
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
  /** Where the file's chunks are hashed: a worker of the page's by default (`uploadHashes`). */
  hashes?: (file: Blob) => UploadHashes;
}

type UploadFile = Blob & { name: string; lastModified?: number };

/** A chunk `[from, end)` hashed, ready to send. */
interface Prepared extends ChunkSums {
  from: number;
  end: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One resumable upload: start (or pick up an unfinished one of the same file), then chunks at the
 * server's offset, the file hashed as it goes (on a worker: `uploadHashes`): the next chunk is
 * read and hashed while the current one is on its way, and the whole file's SHA-256 goes with the
 * last. Pause aborts the chunk on its way; resume asks the server where it stands and goes on
 * from there, as does a retry after a dropped connection (the bytes the server holds are hashed
 * again from the file when needed).
 * @example const driver = new UploadDriver(file, {chunkBytes, transport}); driver.subscribe(render); driver.start()
 */
export class UploadDriver {
  private snapshot: UploadSnapshot;
  private readonly listeners = new Set<(snapshot: UploadSnapshot) => void>();
  private uploadId: string | null = null;
  private offset = 0;
  private readonly hashes: UploadHashes;
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
    this.hashes = (options.hashes ?? uploadHashes)(file);
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
    this.hashes.close();
    this.options.resume?.delete(this.fingerprint);
    if (this.uploadId) await this.options.transport.cancel(this.uploadId).catch(() => undefined);
  }

  private set(next: Partial<UploadSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener(this.snapshot);
  }

  private finish(file: FileAnswer): void {
    this.hashes.close();
    this.options.resume?.delete(this.fingerprint);
    this.set({ status: 'done', file, sent: this.file.size });
  }

  private async loop(): Promise<void> {
    const run = ++this.run;
    const stale = () => run !== this.run;
    const { transport } = this.options;
    const maxRetries = this.options.maxRetries ?? 5;
    const backoff = this.options.backoff ?? ((attempt: number) => Math.min(500 * 2 ** attempt, 8000));
    let retries = 0;
    // The chunk after the one on its way, read and hashed meanwhile (null: read it again); a new
    // upload's first one while its start is on its way.
    let ahead: Promise<Prepared | null> = Promise.resolve(null);
    try {
      if (this.uploadId === null) {
        if (!this.options.resume?.get(this.fingerprint) && this.file.size > 0)
          ahead = this.read(0).catch(() => null);
        await this.open(stale);
      }
      if (stale() || this.snapshot.status === 'done') return;
      if (this.uploadId !== null && this.snapshot.status === 'paused') {
        this.offset = (await transport.status(this.uploadId)).offset;
        if (stale()) return;
      }
      this.set({ status: 'uploading', sent: this.offset, error: null });
      while (this.uploadId !== null && !stale()) {
        const early: Prepared | null = await ahead;
        ahead = Promise.resolve(null);
        const chunk: Prepared | null =
          early?.from === this.offset ? early : await this.prepare(this.offset, stale);
        if (chunk === null || stale()) return;
        this.controller = new AbortController();
        const { from, end } = chunk;
        const sending = transport.chunk(
          this.uploadId,
          from,
          this.file.slice(from, end),
          { chunk: chunk.checksum, file: chunk.fileSha256 },
          this.controller.signal,
          (loaded) => {
            if (!stale()) this.set({ sent: from + loaded });
          },
        );
        if (end < this.file.size) ahead = this.read(end).catch(() => null);
        try {
          const answer = await sending;
          if (stale()) return;
          retries = 0;
          if (answer.offset === end) this.hashes.keep(end);
          this.offset = answer.offset;
          this.set({ sent: this.offset });
          if (answer.file) return this.finish(answer.file);
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
      this.options.resume?.delete(this.fingerprint);
      this.uploadId = null;
      this.offset = 0;
      this.set({ status: 'failed', error, sent: 0 });
    }
  }

  /**
   * The chunk at `from`, said to be `hashing` while the bytes before it are hashed again (a reload,
   * or a jump of the server's offset, left no hash of them to go on from).
   */
  private async prepare(from: number, stale: () => boolean): Promise<Prepared | null> {
    let rehashed = false;
    const chunk = await this.read(from, () => {
      rehashed = true;
      if (!stale()) this.set({ status: 'hashing' });
    });
    if (stale()) return null;
    if (rehashed) this.set({ status: 'uploading' });
    return chunk;
  }

  /** The chunk at `from` hashed, going on from the file's hash before it. */
  private async read(from: number, onRehash?: () => void): Promise<Prepared> {
    const end = Math.min(from + this.options.chunkBytes, this.file.size);
    return { from, end, ...(await this.hashes.chunk(from, end, onRehash)) };
  }

  /** Starts the upload, or finds the unfinished one a reload left. */
  private async open(stale: () => boolean): Promise<void> {
    const { transport, resume } = this.options;
    const saved = resume?.get(this.fingerprint);
    if (saved) {
      try {
        this.offset = (await transport.status(saved.uploadId)).offset;
        this.uploadId = saved.uploadId;
        return;
      } catch {
        // Expired or someone else's: start anew.
        resume?.delete(this.fingerprint);
      }
    }
    // An empty file has no chunk to carry its SHA-256: it goes with the start.
    const empty = this.file.size === 0 ? { sha256: emptySha256 } : {};
    const started = await transport.start({ name: this.file.name, size: this.file.size, ...empty });
    if (stale()) {
      // Paused or cancelled while starting: keep it for a resume, or drop it.
      if (this.snapshot.status === 'cancelled')
        await transport.cancel(started.uploadId).catch(() => undefined);
      else {
        this.uploadId = started.uploadId;
        resume?.set(this.fingerprint, { uploadId: started.uploadId });
      }
      return;
    }
    if (started.file) return this.finish(started.file);
    this.uploadId = started.uploadId;
    this.offset = started.offset;
    resume?.set(this.fingerprint, { uploadId: started.uploadId });
  }
}
