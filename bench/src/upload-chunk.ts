import { Agent, request } from 'node:http';

/** One kept-alive connection for the chunks, as a browser keeps one for an upload. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export interface ChunkAnswer {
  status: number;
  body: { offset?: number; file?: { fileId: string }; error?: { code: string } };
}

/**
 * Sends one chunk of a resumable upload (`POST /api/uploadchunk`) with its checksum header, and the
 * whole file's SHA-256 when given (the last chunk). Through `node:http`, which writes the buffer as
 * it is: undici's `fetch` copies a Buffer body into a web stream first (an 8 MiB copy and its
 * garbage per chunk), a cost of this client, not of the server; a browser sends a file's slice
 * natively.
 * @example await sendChunk(cubus.url, token, { uploadId, offset: 0, chunk, checksum })
 */
export function sendChunk(
  baseUrl: string,
  token: string,
  part: { uploadId: string; offset: number; chunk: Buffer; checksum: string; fileSha256?: string },
): Promise<ChunkAnswer> {
  const query = `uploadId=${part.uploadId}&offset=${part.offset}${part.fileSha256 ? `&sha256=${part.fileSha256}` : ''}`;
  return new Promise((resolve, reject) => {
    const sending = request(
      `${baseUrl}/api/uploadchunk?${query}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'content-length': part.chunk.length,
          'x-chunk-sha256': part.checksum,
        },
      },
      (response) => {
        const pieces: Buffer[] = [];
        response.on('data', (piece: Buffer) => pieces.push(piece));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(pieces).toString('utf8')),
          }),
        );
        response.on('error', reject);
      },
    );
    sending.on('error', reject);
    sending.end(part.chunk);
  });
}
