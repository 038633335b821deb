import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadChunkBytes } from '@cubus/shared';
import { startCubus } from './server-process';
import { sendChunk } from './upload-chunk';

export interface UploadThroughput {
  bytes: number;
  chunkBytes: number;
  seconds: number;
  megabytesPerSecond: number;
  /** Of the total: the last chunk, which completes the upload (its whole-file SHA-256, carried on across the chunks, checked). */
  lastChunkMs: number;
}

const chunkCount = 64;

/**
 * A 512 MiB resumable upload in 8 MiB chunks over HTTP on 127.0.0.1 to the built server, each
 * chunk with its checksum header, the last one completing (and verifying) the file. The same
 * random chunk is sent 64 times so the client costs nothing.
 */
export async function uploadThroughput(dataDir: string): Promise<UploadThroughput> {
  const password = (await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8')).match(
    /^ADMIN_PASSWORD=(.*)$/m,
  )?.[1];
  const chunk = randomBytes(uploadChunkBytes);
  const chunkSha = createHash('sha256').update(chunk).digest('hex');
  const whole = createHash('sha256');
  for (let i = 0; i < chunkCount; i++) whole.update(chunk);
  const size = chunk.length * chunkCount;

  const cubus = await startCubus(dataDir, {
    CUBUS_FILE_MAX_BYTES: String(size),
    CUBUS_DOMAIN_FILES_MAX_BYTES: String(4 * size),
  });
  try {
    const login = await fetch(`${cubus.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const began = performance.now();
    const start = await fetch(`${cubus.url}/api/uploadchunk`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'start', name: 'bench.bin', size, sha256: whole.digest('hex') }),
    });
    const { uploadId } = (await start.json()) as { uploadId: string };
    let lastChunkMs = 0;
    for (let i = 0; i < chunkCount; i++) {
      const sent = performance.now();
      const { status, body } = await sendChunk(cubus.url, accessToken, {
        uploadId,
        offset: i * chunk.length,
        chunk,
        checksum: chunkSha,
      });
      if (status !== 200) throw new Error(`chunk ${i}: ${status} ${JSON.stringify(body)}`);
      lastChunkMs = performance.now() - sent;
    }
    const seconds = (performance.now() - began) / 1000;
    return {
      bytes: size,
      chunkBytes: chunk.length,
      seconds,
      megabytesPerSecond: size / 1e6 / seconds,
      lastChunkMs,
    };
  } finally {
    await cubus.stop();
  }
}
