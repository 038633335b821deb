import { CHUNK_LOAD_FAILED, CHUNK_LOAD_TIMEOUT_MS, CSS_CHUNK_LOAD_FAILED } from './constants';

/** A lazy script or style chunk that did not arrive; the route error page offers a retry. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** Loads the chunk again in this document; absent where only a reload can recover. */
  retry?: () => Promise<void>;
  constructor(
    readonly code: typeof CHUNK_LOAD_FAILED | typeof CSS_CHUNK_LOAD_FAILED,
    options?: { cause?: unknown },
  ) {
    super(
      code === CSS_CHUNK_LOAD_FAILED ? 'A style chunk failed to load' : 'A script chunk failed to load',
      options,
    );
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Loads a lazy module, failing with a ChunkLoadError on a network error or after the timeout. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(CHUNK_LOAD_FAILED)), timeoutMs);
  });
  const load = importer().catch((cause: unknown) => {
    // Vite reports failed style preloads with this wording; everything else is a script chunk.
    const css = cause instanceof Error && /css/i.test(cause.message);
    throw new ChunkLoadError(css ? CSS_CHUNK_LOAD_FAILED : CHUNK_LOAD_FAILED, { cause });
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
