import { ChunkHashes, type ChunkSums, type UploadHashes } from './chunk-hashes';

/** What the page asks of the hashing worker, each file by a key of its own. */
export type HashRequest =
  | { type: 'open'; key: number; file: Blob }
  | { type: 'chunk'; key: number; id: number; from: number; end: number }
  | { type: 'keep'; key: number; at: number }
  | { type: 'close'; key: number };

/** The worker's answers to a `chunk`: a re-hash begun, the sums, or why there are none. */
export type HashAnswer =
  | { type: 'rehash'; id: number }
  | { type: 'sums'; id: number; sums: ChunkSums }
  | { type: 'failed'; id: number; message: string };

/** The side of a worker (or of a test's channel) that messages go through. */
export interface HashPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The worker's side: each open file's `ChunkHashes`, answering chunks by their id. */
export function serveHashes(port: HashPort): void {
  const files = new Map<number, ChunkHashes>();
  const answer = (message: HashAnswer) => port.postMessage(message);
  port.addEventListener('message', ({ data }: MessageEvent<HashRequest>) => {
    switch (data.type) {
      case 'open':
        files.set(data.key, new ChunkHashes(data.file));
        return;
      case 'chunk': {
        const { id } = data;
        const hashes = files.get(data.key);
        if (!hashes) return answer({ type: 'failed', id, message: 'The upload was closed' });
        hashes
          .chunk(data.from, data.end, () => answer({ type: 'rehash', id }))
          .then(
            (sums) => answer({ type: 'sums', id, sums }),
            (error: unknown) => answer({ type: 'failed', id, message: String(error) }),
          );
        return;
      }
      case 'keep':
        files.get(data.key)?.keep(data.at);
        return;
      case 'close':
        files.get(data.key)?.close();
        files.delete(data.key);
    }
  });
}

interface Waiting {
  resolve: (sums: ChunkSums) => void;
  reject: (error: Error) => void;
  onRehash?: () => void;
}

/**
 * The page's side of a worker that `serveHashes`: `UploadHashes` of each file as messages, so a
 * chunk is read and hashed on the worker's thread. A worker that fails (it could not load, it
 * stopped) fails the chunks on their way; the file's next chunks are hashed on the page instead.
 */
export function hashesOver(port: HashPort) {
  const waiting = new Map<number, Waiting>();
  let broken = false;
  let requests = 0;
  let files = 0;
  port.addEventListener('message', ({ data }: MessageEvent<HashAnswer>) => {
    const asked = waiting.get(data.id);
    if (!asked) return;
    if (data.type === 'rehash') return asked.onRehash?.();
    waiting.delete(data.id);
    if (data.type === 'sums') asked.resolve(data.sums);
    else asked.reject(new Error(data.message));
  });
  const fail = () => {
    broken = true;
    for (const asked of waiting.values()) asked.reject(new Error('The hashing worker stopped'));
    waiting.clear();
  };
  return {
    fail,
    open(file: Blob): UploadHashes {
      const key = ++files;
      let onPage: ChunkHashes | undefined;
      const here = () => {
        onPage ??= new ChunkHashes(file);
        return onPage;
      };
      if (!broken) port.postMessage({ type: 'open', key, file } satisfies HashRequest);
      return {
        chunk(from, end, onRehash) {
          if (broken) return here().chunk(from, end, onRehash);
          const id = ++requests;
          const sums = new Promise<ChunkSums>((resolve, reject) =>
            waiting.set(id, { resolve, reject, ...(onRehash ? { onRehash } : {}) }),
          );
          port.postMessage({ type: 'chunk', key, id, from, end } satisfies HashRequest);
          return sums;
        },
        keep(at) {
          if (broken) here().keep(at);
          else port.postMessage({ type: 'keep', key, at } satisfies HashRequest);
        },
        close() {
          onPage?.close();
          if (!broken) port.postMessage({ type: 'close', key } satisfies HashRequest);
        },
      };
    },
  };
}
