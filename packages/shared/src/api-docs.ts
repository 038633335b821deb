import { z } from 'zod';
import { apiRoute } from './api-route';
import { errorCodes } from './errors';

/** A JSON Schema (2020-12) as the description carries it: read by the docs page, never checked. */
const jsonSchema = z.record(z.string(), z.unknown());

/** What a body or an answer may be sent as: a media type and the schema of its content. */
const contentSchema = z.record(z.string(), z.object({ schema: jsonSchema }));

/**
 * Who may make a call, beside the route tables' abilities: `operator`, the `cubus` command's
 * token of the data folder.
 */
export const routeAccessSchema = z.union([
  z.literal(['public', 'signed-in', 'operator']),
  z.tuple([z.string(), z.string()]).readonly(),
]);
export type RouteAccess = z.infer<typeof routeAccessSchema>;

export const apiOperationSchema = z.looseObject({
  tags: z.array(z.string()),
  summary: z.string().optional(),
  'x-access': routeAccessSchema,
  parameters: z
    .array(z.looseObject({ name: z.string(), in: z.string(), required: z.boolean(), schema: jsonSchema }))
    .optional(),
  requestBody: z.looseObject({ required: z.boolean(), content: contentSchema }).optional(),
  /** By status: a success with its content, or an error answer with the codes the call may give there. */
  responses: z.record(
    z.string(),
    z.looseObject({
      description: z.string().optional(),
      content: contentSchema.optional(),
      'x-error-codes': z.array(z.enum(errorCodes)).optional(),
    }),
  ),
});
export type ApiOperation = z.infer<typeof apiOperationSchema>;

/** The OpenAPI 3.1 description of the API, as `/api/openapi.json` answers it. */
export const openApiSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), apiOperationSchema)),
  components: z.looseObject({
    schemas: z.record(z.string(), jsonSchema),
  }),
});
export type OpenApi = z.infer<typeof openApiSchema>;

/** The API's description: every call, with its body, answer, who may make it and its errors. */
export const apiDocsRoute = apiRoute({
  path: '/api/openapi.json',
  method: 'GET',
  body: z.undefined(),
  answer: openApiSchema,
  ability: 'signed-in',
});
