import type { ErrorCode, RouteAccess } from '@cubus/shared';
import type { z } from 'zod';

/** A body or an answer by media type: a zod schema, or `binary` for bytes (a file, a stream). */
export type RouteContent = Record<string, z.ZodType | 'binary'>;

/**
 * What the API description says of a route beyond its Fastify schema: who may call it, and the
 * body or answer a route reads or sends itself (`/api/qry` parses its body by op, a download
 * streams a file).
 */
export interface RouteDocs {
  access: RouteAccess;
  summary?: string;
  /** The body, when the route's schema takes anything and the handler checks it. */
  body?: z.ZodType | RouteContent;
  /** The query, when the route's schema takes anything and the handler checks it. */
  query?: z.ZodType;
  /** The success answer, when it is not the route's response schema. */
  answer?: { status: number; content: z.ZodType | RouteContent };
  /** The error codes beyond those of its kind (see `errorCodesOf`), as a route table's `errors`. */
  errors?: readonly ErrorCode[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by `/api/openapi.json`; every API route has it (a test checks). */
    docs?: RouteDocs;
  }
}
