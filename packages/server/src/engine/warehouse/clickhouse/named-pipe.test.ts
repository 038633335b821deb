import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { throughPipe } from './named-pipe';

describe('throughPipe', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cubus-pipe-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const text = 'line of the file\n'.repeat(200_000);
  const collect = async (stream: AsyncIterable<Buffer>) => {
    const pieces: Buffer[] = [];
    for await (const piece of stream) pieces.push(piece);
    return Buffer.concat(pieces).toString();
  };

  it('passes what is written, whole and in order, and leaves no pipe behind', async () => {
    let read = '';
    await throughPipe(
      folder,
      (pipe) => writeFile(pipe, text),
      async (stream) => {
        read = await collect(stream);
      },
    );
    expect(read).toBe(text);
    expect(await readdir(folder)).toEqual([]);
  });

  it('ends the writing when the reading fails, with the reading’s error', async () => {
    let wrote: unknown;
    const run = throughPipe(
      folder,
      (pipe) =>
        writeFile(pipe, text.repeat(5)).catch((error) => {
          wrote = error;
          throw error;
        }),
      async () => {
        throw new Error('refused by the server');
      },
    );
    await expect(run).rejects.toThrow('refused by the server');
    expect(wrote).toMatchObject({ code: 'EPIPE' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('ends the reading when the writing fails before it wrote, with the writing’s error', async () => {
    let read: string | undefined;
    const run = throughPipe(
      folder,
      async () => {
        throw new Error('cannot write');
      },
      async (stream) => {
        read = await collect(stream);
      },
    );
    await expect(run).rejects.toThrow('cannot write');
    expect(read).toBe('');
  });
});
