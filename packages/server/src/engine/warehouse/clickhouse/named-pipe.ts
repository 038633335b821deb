import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { constants, createReadStream, type ReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A named pipe (FIFO) in `folder` for one transfer: `write` writes it (a DuckDB `COPY … TO` its
 * path) while `read` streams what comes out: rows pass from one engine to the other as they
 * are made, with no file between (written whole, then read again).
 *
 * Neither side can hang on the other: a handle of our own holds the pipe open both ways from the
 * start, so the writer's open and ours return at once (a FIFO's open waits for its other end); it
 * is closed when the writer is done, which ends the reading; and when the reading fails, the read
 * end is closed whole, so the writer's next write fails (EPIPE) instead of waiting for room.
 * @example await throughPipe(folder, (pipe) => duckdb(`COPY (…) TO '${pipe}' (FORMAT csv)`), (rows) => insert(rows))
 */
export async function throughPipe(
  folder: string,
  write: (pipe: string) => Promise<unknown>,
  read: (stream: ReadStream) => Promise<void>,
): Promise<void> {
  const pipe = path.join(folder, `.pipe-${randomUUID()}`);
  await promisify(execFile)('mkfifo', ['-m', '600', pipe]);
  const keeper = await open(pipe, constants.O_RDWR).catch(async (error) => {
    await rm(pipe, { force: true });
    throw error;
  });
  let kept = true;
  const release = async () => {
    if (!kept) return;
    kept = false;
    await keeper.close();
  };
  try {
    // Large reads: fewer, bigger pieces of the request's body.
    const stream = createReadStream(pipe, {
      fd: await open(pipe, constants.O_RDONLY),
      highWaterMark: 1 << 20,
    });
    // The first failure is the cause: the other side's is most often for want of its partner.
    let failure: { error: unknown } | undefined;
    const failed = (error: unknown) => {
      failure ??= { error };
    };
    const writing = write(pipe).catch(failed).finally(release);
    const reading = read(stream).catch(async (error) => {
      failed(error);
      stream.destroy();
      await release();
    });
    await Promise.all([writing, reading]);
    stream.destroy();
    if (failure) throw failure.error;
  } finally {
    await release();
    await rm(pipe, { force: true });
  }
}
