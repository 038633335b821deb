import { ChunkHashes, type UploadHashes } from './chunk-hashes';
import { hashesOver } from './hash-messages';

let worker: ReturnType<typeof hashesOver> | undefined;

/**
 * The hashes of a file being uploaded, made on one worker shared by the page's uploads (started at
 * the first); on the page itself where there are no workers.
 * @example const hashes = uploadHashes(file); const { checksum } = await hashes.chunk(0, file.size)
 */
export function uploadHashes(file: Blob): UploadHashes {
  if (typeof Worker === 'undefined') return new ChunkHashes(file);
  if (!worker) {
    const thread = new Worker(new URL('./hash-worker.ts', import.meta.url), {
      type: 'module',
      name: 'upload-hashes',
    });
    const over = hashesOver(thread);
    thread.addEventListener('error', over.fail);
    worker = over;
  }
  return worker.open(file);
}
