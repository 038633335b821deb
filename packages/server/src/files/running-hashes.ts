import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * The SHA-256 of each upload's written prefix, carried on from chunk to chunk in this process, so
 * completing an upload needs no second read of the file. Only a hint: an upload this process did
 * not see from its first byte (a restart, a chunk written by another node) has none, and its
 * completion reads the file instead.
 * @example const next = hashes.from(id, offset); next?.update(chunk); hashes.keep(id, offset + chunk.length, next)
 */
export class RunningHashes {
  private readonly prefixes = new Map<string, { offset: number; hash: Hash }>();

  /** A hash of the first `offset` bytes to go on from (a copy: a refused chunk leaves the kept one as it was). */
  from(uploadId: string, offset: number): Hash | undefined {
    if (offset === 0) return createHash('sha256');
    const prefix = this.prefixes.get(uploadId);
    return prefix?.offset === offset ? prefix.hash.copy() : undefined;
  }

  /** The hash of the first `offset` bytes, once they are written and recorded; none forgets the upload's. */
  keep(uploadId: string, offset: number, hash: Hash | undefined): void {
    if (hash) this.prefixes.set(uploadId, { offset, hash });
    else this.prefixes.delete(uploadId);
  }

  /** The hex digest of the whole upload when this process hashed all `size` bytes; the upload is forgotten. */
  digest(uploadId: string, size: number): string | undefined {
    const prefix = this.prefixes.get(uploadId);
    this.prefixes.delete(uploadId);
    return prefix?.offset === size ? prefix.hash.digest('hex') : undefined;
  }

  forget(uploadId: string): void {
    this.prefixes.delete(uploadId);
  }
}

/** SHA-256 of a file, streamed. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) hash.update(chunk);
  return hash.digest('hex');
}
