import type { ApiError } from '@cubus/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { detailsWithoutServerPaths, withoutServerPaths } from '../lib/server-paths';

/** Fastify's own codes for bad input, mapped to ours so bad input never becomes a 500. */
const fastifyCodes: Record<string, { status: number; code: ApiError['error']['code'] }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'bad_request' },
};

function toAnswer(error: FastifyError | AppError): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    // A 503's text is written for the caller (try again); its cause, for the log.
    const hidden = error.status >= 500 && error.status !== 503;
    return {
      status: error.status,
      body: {
        error: {
          code: hidden ? 'internal_error' : error.code,
          message: hidden ? 'Internal server error' : withoutServerPaths(error.message),
          ...(error.details !== undefined && !hidden
            ? { details: detailsWithoutServerPaths(error.details) }
            : {}),
        },
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath,
      message: issue.message,
      ...(issue.params ? { issue: issue.params } : {}),
    }));
    return {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'The request is not valid', details } },
    };
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known)
    return {
      status: known.status,
      body: { error: { code: known.code, message: withoutServerPaths(error.message) } },
    };
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { status, body: { error: { code: 'too_many_requests', message: 'Too many requests' } } };
  }
  if (status >= 400 && status < 500) {
    return { status, body: { error: { code: 'bad_request', message: withoutServerPaths(error.message) } } };
  }
  return { status: 500, body: { error: { code: 'internal_error', message: 'Internal server error' } } };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toAnswer(error);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    // The rest of a refused body is still on the socket (a chunked one has no length to skip it
    // by): the next request there would wait behind it, so this connection ends with the answer.
    if (status === 413) reply.header('connection', 'close');
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error.code, status }, 'request rejected');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * One error handler: every failure answers `{error: {code, message, details?}}`, 5xx text hidden,
 * no server path in any text (a safety net: the sources of such messages cut them first).
 */
export const errors = fp(errorsPlugin, { name: 'errors' });
