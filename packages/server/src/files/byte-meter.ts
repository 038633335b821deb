import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../lib/app-error';

/**
 * Counts (and optionally hashes) the bytes passing through, and fails the stream with 413 as soon
 * as more than `limit` arrive, so an oversized body is never written past the limit. `also` is
 * a hash fed the same bytes (a whole file's, carried on across its chunks).
 * @example await pipeline(request, new ByteMeter(8 << 20, true), createWriteStream(part))
 */
export class ByteMeter extends Transform {
  bytes = 0;
  private readonly hash: Hash | undefined;
  private readonly tooLarge: () => AppError;
  private readonly also: Hash | undefined;

  constructor(
    private readonly limit: number,
    withHash: boolean,
    options: { tooLarge?: () => AppError; also?: Hash | undefined } = {},
  ) {
    super();
    this.hash = withHash ? createHash('sha256') : undefined;
    this.tooLarge =
      options.tooLarge ?? (() => new AppError(413, 'payload_too_large', `More than ${limit} bytes`));
    this.also = options.also;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      done(this.tooLarge());
      return;
    }
    this.hash?.update(chunk);
    this.also?.update(chunk);
    done(null, chunk);
  }

  /** Lowercase hex SHA-256 of what passed; only when made with a hash. */
  digest(): string {
    if (!this.hash) throw new Error('ByteMeter made without a hash');
    return this.hash.digest('hex');
  }
}
