import { fileAnswerSchema } from '@cubus/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { assertGoodText } from '../../../lib/text-guard';
import { authorize, caller } from '../../../plugins/auth';

/**
 * `POST /api/upload`, multipart with one file part (any field name) → `{fileId, name, size,
 * sha256}`. For small files (≤ the configured limit, 413 `file_too_large` above it); large ones
 * go by `/api/uploadchunk`. Files are imports' sources: the right is `create` on `imports`.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // The byte limit is enforced by the store while streaming; here only the shape is bounded.
    limits: { files: 1, fields: 0, parts: 1, fileSize: app.files.limits.maxSimpleUploadBytes + 1 },
    throwFileSizeLimit: false,
  });
  const docs = {
    access: ['create', 'imports'] as const,
    summary: 'Upload a small file (multipart, one file part)',
    body: { 'multipart/form-data': 'binary' as const },
    answer: { status: 201, content: fileAnswerSchema },
    errors: ['file_too_large', 'storage_quota_exceeded', 'file_count_exceeded'] as const,
  };
  app.post(
    '/api/upload',
    { onRequest: authorize('create', 'imports'), config: { docs } },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
      const part = await request.file();
      if (!part) throw new AppError(400, 'bad_request', 'No file in the request');
      // Multipart headers are parsed here, after the request-wide check (plugins/text-guard).
      assertGoodText(part.filename, '/filename');
      const { domain, user } = caller(request);
      const file = await app.files.save({ domainId: domain.id, userId: user.id }, part.filename, part.file);
      return reply.code(201).send(file);
    },
  );
};
