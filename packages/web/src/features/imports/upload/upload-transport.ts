import { type UploadState, uploadChunkBytes } from '@cubus/shared';
import { isAxiosError } from 'axios';
import { apiClient } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/api-error';
import { storageKeys } from '../../../lib/storage-keys';
import type { Failure, ResumeStore, UploadOptions, UploadTransport } from './upload-driver';

const path = '/api/uploadchunk';
const quiet = { showErrorToast: false } as const;

/**
 * `/api/uploadchunk` over the console's client (tokens, the refresh queue); the caller shows errors.
 * Raw, not `callRoute`: its bodies are JSON or raw bytes on one path, not a route of a table.
 */
export const uploadTransport: UploadTransport = {
  async start(body) {
    const { data } = await apiClient.post<UploadState>(path, { action: 'start', ...body }, quiet);
    return data;
  },
  async status(uploadId) {
    const { data } = await apiClient.post<UploadState>(path, { action: 'status', uploadId }, quiet);
    return data;
  },
  async chunk(uploadId, offset, bytes, checksums, signal, onProgress) {
    const { data } = await apiClient.post<UploadState>(path, bytes, {
      ...quiet,
      params: { uploadId, offset, ...(checksums.file ? { sha256: checksums.file } : {}) },
      headers: { 'Content-Type': 'application/octet-stream', 'X-Chunk-Sha256': checksums.chunk },
      signal,
      onUploadProgress: (event) => onProgress(event.loaded),
    });
    return data;
  },
  async cancel(uploadId) {
    await apiClient.post(path, { action: 'cancel', uploadId }, quiet);
  },
  classify(error): Failure {
    if (isAxiosError(error) && error.code === 'ERR_CANCELED') return { kind: 'aborted' };
    const code = errorCodeOf(error);
    if (code === 'upload_offset_mismatch') {
      const details = (error as { response?: { data?: { error?: { details?: { offset?: unknown } } } } })
        .response?.data?.error?.details;
      if (typeof details?.offset === 'number') return { kind: 'offset', offset: details.offset };
    }
    const status = isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    // A dropped connection, a busy upload, a damaged chunk or a server hiccup: ask and try again.
    if (code === 'network' || code === 'upload_busy' || code === 'checksum_mismatch' || status >= 500)
      return { kind: 'retry' };
    return { kind: 'fatal' };
  },
};

type Saved = Record<string, { uploadId: string }>;

function readSaved(): Saved {
  try {
    return JSON.parse(localStorage.getItem(storageKeys.uploads) ?? '{}') as Saved;
  } catch {
    return {};
  }
}

/** Unfinished uploads in local storage (ids only: the server binds each to its user and domain). */
export const localResume: ResumeStore = {
  get: (fingerprint) => readSaved()[fingerprint] ?? null,
  set(fingerprint, value) {
    localStorage.setItem(storageKeys.uploads, JSON.stringify({ ...readSaved(), [fingerprint]: value }));
  },
  delete(fingerprint) {
    const { [fingerprint]: _, ...rest } = readSaved();
    localStorage.setItem(storageKeys.uploads, JSON.stringify(rest));
  },
};

export const uploadOptions: UploadOptions = {
  chunkBytes: uploadChunkBytes,
  transport: uploadTransport,
  resume: localResume,
};
