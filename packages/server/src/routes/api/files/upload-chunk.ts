import type { Readable } from 'node:stream';
import { uploadChunkQuerySchema, uploadControlSchema, uploadStateSchema } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { authorize, caller } from '../../../plugins/auth';

const chunkHeader = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/)
  .optional();

/**
 * `POST /api/uploadchunk`: resumable uploads (the protocol is documented with
 * `uploadControlSchema` in shared). JSON bodies start, ask the status of, or cancel an upload;
 * `application/octet-stream` bodies are chunks, streamed to disk at their offset.
 */
export const uploadChunkRoutes: FastifyPluginAsyncZod = async (app) => {
  // The chunk reaches the handler as the raw stream: never buffered, bounded by the store.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  app.post(
    '/api/uploadchunk',
    {
      onRequest: authorize('create', 'imports'),
      config: {
        docs: {
          access: ['create', 'imports'],
          summary:
            'A resumable upload: start, status, cancel (JSON) or a chunk (bytes at ?uploadId=&offset=)',
          body: { 'application/json': uploadControlSchema, 'application/octet-stream': 'binary' },
          query: uploadChunkQuerySchema.partial(),
          answer: { status: 200, content: uploadStateSchema },
          errors: [
            'not_found',
            'file_too_large',
            'storage_quota_exceeded',
            'file_count_exceeded',
            'upload_offset_mismatch',
            'upload_busy',
            'checksum_mismatch',
            'checksum_missing',
          ],
        },
      },
      schema: { body: z.unknown(), querystring: z.unknown() },
    },
    async (request) => {
      const { domain, user } = caller(request);
      const owner = { domainId: domain.id, userId: user.id };
      const store = app.files;
      if (request.headers['content-type']?.startsWith('application/octet-stream')) {
        const query = uploadChunkQuerySchema.safeParse(request.query);
        const checksum = chunkHeader.safeParse(request.headers['x-chunk-sha256']);
        if (!query.success || !checksum.success)
          throw new AppError(
            400,
            'validation_failed',
            'A chunk needs ?uploadId=&offset= (and hex X-Chunk-Sha256 and sha256 when given)',
            {
              issues: query.error?.issues ?? checksum.error?.issues,
            },
          );
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > store.limits.maxChunkBytes)
          throw new AppError(
            413,
            'payload_too_large',
            `A chunk may have at most ${store.limits.maxChunkBytes} bytes`,
          );
        const { uploadId, offset, sha256 } = query.data;
        return store.append(owner, uploadId, offset, request.body as Readable, {
          chunkSha256: checksum.data,
          fileSha256: sha256,
        });
      }
      const control = uploadControlSchema.safeParse(request.body);
      if (!control.success)
        throw new AppError(400, 'validation_failed', 'Not an upload call', { issues: control.error.issues });
      const body = control.data;
      switch (body.action) {
        case 'start':
          // An upload is most often imported next: the domain's warehouse opens while the bytes
          // arrive, not when the import starts (its first open reads the database file).
          void app.warehouse.execute(domain.id, 'SELECT 1').catch(() => {});
          return store.start(owner, body);
        case 'status':
          return store.status(owner, body.uploadId);
        case 'cancel':
          return store.cancel(owner, body.uploadId);
      }
    },
  );
};
