import { createSHA256, type IHasher } from 'hash-wasm';

/** A chunk's SHA-256, and the whole file's when the chunk is its last. */
export interface ChunkSums {
  checksum: string;
  fileSha256?: string;
}

/**
 * The hashing an upload needs: each chunk's SHA-256 and the whole file's, carried on from chunk to
 * chunk. In the console it runs on a worker (`uploadHashes`), so hashing never holds the page.
 */
export interface UploadHashes {
  /**
   * The sums of the chunk `[from, end)`, the whole file's too when `end` is the file's size. It goes
   * on from the hash an earlier chunk ending at `from` left; without one, the bytes before `from`
   * are hashed first, and `onRehash` is told (on a large file that takes a while).
   */
  chunk(from: number, end: number, onRehash?: () => void): Promise<ChunkSums>;
  /** The server holds the first `at` bytes: no chunk starts before them again, their hashes can go. */
  keep(at: number): void;
  /** The upload has ended (done or cancelled). */
  close(): void;
}

/** The SHA-256 of no bytes: an empty file's, sent with its start. */
export const emptySha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Bytes read at a time when the hash of a file's start is made again. */
const rehashBytes = 8 * 1024 * 1024;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * `UploadHashes` over a file, on the thread it is made on. A chunk's own SHA-256 comes from the
 * platform's Web Crypto where the page has it (a secure context: HTTPS or localhost): native, and
 * off the thread. The whole file's needs a hash carried on between chunks, which Web Crypto does
 * not offer: hash-wasm's (WebAssembly, some three times as fast as JavaScript's), whose state is
 * saved at each chunk's end, where the next chunk goes on from; a chunk's too without Web Crypto.
 * @example const hashes = new ChunkHashes(file); await hashes.chunk(0, 8 << 20) // { checksum: '9f86…' }
 */
export class ChunkHashes implements UploadHashes {
  /** The saved hash of the file's first n bytes, by n (none: no bytes hashed, the hash as it starts). */
  private readonly prefixes = new Map<number, Uint8Array | null>([[0, null]]);
  private instance: Promise<IHasher> | undefined;

  constructor(
    private readonly file: Blob,
    private readonly subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
  ) {}

  async chunk(from: number, end: number, onRehash?: () => void): Promise<ChunkSums> {
    const prefix = await this.prefixAt(from, onRehash);
    const data = new Uint8Array(await this.file.slice(from, end).arrayBuffer());
    // Web Crypto hashes a copy on a thread of its own while this one carries the file's hash on.
    const digest = this.subtle?.digest('SHA-256', data).then(hex);
    const hasher = await this.hasher();
    this.prefixes.set(end, carried(hasher, prefix, data));
    const fileSha256 = end === this.file.size ? hasher.digest('hex') : undefined;
    const checksum = digest ? await digest : hasher.init().update(data).digest('hex');
    return { checksum, ...(fileSha256 ? { fileSha256 } : {}) };
  }

  keep(at: number): void {
    for (const offset of this.prefixes.keys()) if (offset < at) this.prefixes.delete(offset);
  }

  close(): void {
    this.prefixes.clear();
  }

  /** This file's one hasher: each use sets its state and is done with it before the next await. */
  private hasher(): Promise<IHasher> {
    this.instance ??= createSHA256();
    return this.instance;
  }

  /** The saved hash of the first `at` bytes, made from the nearest one before when there is none. */
  private async prefixAt(at: number, onRehash?: () => void): Promise<Uint8Array | null> {
    const kept = this.prefixes.get(at);
    if (kept !== undefined) return kept;
    const nearest = Math.max(...[...this.prefixes.keys()].filter((offset) => offset < at), 0);
    let state = this.prefixes.get(nearest) ?? null;
    onRehash?.();
    const hasher = await this.hasher();
    for (let offset = nearest; offset < at; offset += rehashBytes) {
      const piece = this.file.slice(offset, Math.min(offset + rehashBytes, at));
      state = carried(hasher, state, new Uint8Array(await piece.arrayBuffer()));
    }
    this.prefixes.set(at, state);
    return state;
  }
}

/** The saved hash of `data` after the bytes `state` saved (null: none), made in one go on `hasher`. */
function carried(hasher: IHasher, state: Uint8Array | null, data: Uint8Array): Uint8Array {
  hasher.init();
  if (state) hasher.load(state);
  return hasher.update(data).save();
}
