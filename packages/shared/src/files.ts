import { z } from 'zod';

/** A stored file as `/api/upload` and a finished chunked upload answer it. */
export const fileAnswerSchema = z.object({
  fileId: z.uuid(),
  /** The name the client sent, kept as metadata only (never part of a path). */
  name: z.string(),
  size: z.number().int().nonnegative(),
  /** SHA-256 of the bytes, lowercase hex. */
  sha256: z.string(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

const sha256Hex = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/)
  .transform((hex) => hex.toLowerCase());

/**
 * `POST /api/uploadchunk` with a JSON body: the control half of a resumable upload.
 *
 * - `{action: 'start', name, size, sha256?}` → `{uploadId, offset: 0, size}`: quotas are checked
 *   here (413 `file_too_large` / `storage_quota_exceeded`, 409 `file_count_exceeded`). The whole
 *   file's `sha256` goes here or with the last chunk (a client that hashes as it sends).
 * - `{action: 'status', uploadId}` → `{uploadId, offset, size}`: where to resume after a dropped
 *   connection or a reload.
 * - `{action: 'cancel', uploadId}` → `{uploadId, cancelled: true}`: the partial bytes are deleted.
 *
 * The bytes go with the same path, `Content-Type: application/octet-stream`, the raw chunk as the
 * body and `?uploadId=<id>&offset=<n>[&sha256=<hex>]`; an optional `X-Chunk-Sha256: <hex>` header
 * checks the chunk, the optional `sha256` declares the whole file's (given at start too, the two
 * must agree, else 422 `checksum_mismatch` and the upload is deleted). Answers `{uploadId, offset}`
 * (the new offset). A wrong offset is 409 `upload_offset_mismatch`
 * with `details.offset` (unchanged); a wrong chunk checksum is 422 `checksum_mismatch` and the
 * chunk is discarded; a chunk past `size` is 413. The chunk that reaches `size` completes the
 * upload: the whole file is checked against the declared `sha256` (mismatch: 422
 * `checksum_mismatch`; none declared: 422 `checksum_missing`; either way the upload is deleted) and the answer also carries `file` ({@link FileAnswer}). Unfinished uploads
 * expire (404 `not_found` afterwards). An upload belongs to the user and domain that started it.
 * @example {action: 'start', name: 'sales.csv', size: 104857600, sha256: 'e3b0…'}
 */
export const uploadControlSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('start'),
    name: z.string().min(1).max(1000),
    size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    sha256: sha256Hex.optional(),
  }),
  z.strictObject({ action: z.literal('status'), uploadId: z.uuid() }),
  z.strictObject({ action: z.literal('cancel'), uploadId: z.uuid() }),
]);
export type UploadControl = z.input<typeof uploadControlSchema>;

/** The query string of a chunk: where its bytes go. */
export const uploadChunkQuerySchema = z.strictObject({
  uploadId: z.uuid(),
  offset: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** The whole file's SHA-256, most often with the last chunk. */
  sha256: sha256Hex.optional(),
});

/** What every `/api/uploadchunk` call answers; `file` once the upload is complete and verified. */
export const uploadStateSchema = z.object({
  uploadId: z.uuid(),
  offset: z.number().int().nonnegative(),
  size: z.number().int().nonnegative().optional(),
  file: fileAnswerSchema.optional(),
  cancelled: z.boolean().optional(),
});
export type UploadState = z.infer<typeof uploadStateSchema>;

/** The chunk size the console sends: 8 MiB (the server accepts up to its configured maximum). */
export const uploadChunkBytes = 8 * 1024 * 1024;

/** `POST /api/download {fileId}` streams an uploaded file with a safe file name. */
export const fileDownloadRequestSchema = z.strictObject({ fileId: z.uuid() });
