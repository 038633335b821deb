import { apiErrorSchema, errorCodes, type OpenApi, type RouteAccess } from '@cubus/shared';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RouteContent, RouteDocs } from './route-docs';

type JsonSchema = Record<string, unknown>;
type Content = Record<string, { schema: JsonSchema }>;
type Operation = OpenApi['paths'][string][string];

/** The routes the description covers: the API's, not the console's pages and files. */
export const isApiRoute = (url: string) => url.startsWith('/api/') || url.startsWith('/jwt/');

/** A route's methods, less the `HEAD` Fastify adds beside each `GET`. */
export const documentedMethods = (route: RouteOptions) =>
  [route.method].flat().filter((method) => method !== 'HEAD');

/**
 * A zod schema as JSON Schema 2020-12: bodies as the caller sends them (defaults may be left out),
 * answers as the server sends them. What JSON cannot say (a transform) is left open.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date')
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return json;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function contentOf(content: z.ZodType | RouteContent, io: 'input' | 'output'): Content {
  const byType: RouteContent = isZod(content) ? { 'application/json': content } : content;
  return Object.fromEntries(
    Object.entries(byType).map(([type, schema]) => [
      type,
      { schema: schema === 'binary' ? { type: 'string', contentMediaType: type } : jsonSchemaOf(schema, io) },
    ]),
  );
}

/** A schema that says nothing (`z.unknown()`): the route checks its body itself, the docs must say how. */
const saysNothing = (schema: unknown) => !isZod(schema) || ['unknown', 'any'].includes(schema._zod.def.type);

function requestBodyOf(schema: RouteOptions['schema'], docs: RouteDocs | undefined) {
  const given = docs?.body ?? (saysNothing(schema?.body) ? undefined : (schema?.body as z.ZodType));
  if (!given || (isZod(given) && given._zod.def.type === 'undefined')) return undefined;
  return {
    required: !(isZod(given) && given.safeParse(undefined).success),
    content: contentOf(given, 'input'),
  };
}

function parametersOf(schema: RouteOptions['schema'], docs: RouteDocs | undefined) {
  const given =
    docs?.query ?? (saysNothing(schema?.querystring) ? undefined : (schema?.querystring as z.ZodType));
  if (!given) return undefined;
  const query = jsonSchemaOf(given, 'input');
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** The success answers: the route's response schemas, or what its docs say it sends. */
function answersOf(schema: RouteOptions['schema'], docs: RouteDocs | undefined) {
  if (docs?.answer)
    return {
      [docs.answer.status]: { description: 'Success', content: contentOf(docs.answer.content, 'output') },
    };
  const responses = (schema?.response ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(responses)
      .filter(([, answer]) => isZod(answer))
      .map(([status, answer]) => [
        status,
        { description: 'Success', content: contentOf(answer as z.ZodType, 'output') },
      ]),
  );
}

/** The error answers a call can get, by status; each names the codes it may carry. */
const errorStatuses = {
  '400':
    'The body or query is not valid (`validation_failed` with the path of each issue, `invalid_json`, `bad_request`), or a code of the call (`invalid_query`, `name_taken`, …).',
  '401': 'No valid session: `unauthorized`, `invalid_token`.',
  '403': 'The caller lacks the right: `forbidden`.',
  '404': "What the call names is not there, or not in the caller's domain: `not_found`, `unknown_object`.",
  '409': 'Changed by someone else or in the way: `conflict`, `job_running`, `reference_in_use`, ….',
  '413': 'The body is larger than allowed: `payload_too_large`, `file_too_large`.',
  '415': 'The body is not JSON: `unsupported_media_type`.',
  '429': 'Too many calls; `Retry-After` says when to try again: `too_many_requests`.',
  '500': 'A fault of the server: `internal_error`, with no details.',
} as const;

function errorsOf(access: RouteAccess, takesBody: boolean): Operation['responses'] {
  const statuses: (keyof typeof errorStatuses)[] = ['400', '404', '409', '429', '500'];
  if (access !== 'public') statuses.push('401');
  if (Array.isArray(access)) statuses.push('403');
  if (takesBody) statuses.push('413', '415');
  return Object.fromEntries(
    statuses.sort().map((status) => [status, { $ref: `#/components/responses/${status}` }]),
  );
}

const securityOf = (access: RouteAccess) =>
  access === 'public' ? [] : access === 'operator' ? [{ operator: [] }] : [{ bearer: [] }];

/** `/api/cubes/pivot` → `cubes`: calls are grouped by their first segment. */
const tagOf = (url: string) => url.split('/')[url.startsWith('/api/') ? 2 : 1] ?? 'api';

function operationOf(route: RouteOptions): Operation {
  const docs = route.config?.docs;
  const access = docs?.access ?? 'public';
  const requestBody = requestBodyOf(route.schema, docs);
  const parameters = parametersOf(route.schema, docs);
  return {
    tags: [tagOf(route.url)],
    ...(docs?.summary ? { summary: docs.summary } : {}),
    // Missing docs read as public here; the API test fails on them instead.
    'x-access': access,
    ...(docs ? {} : { 'x-undocumented': true }),
    security: securityOf(access),
    ...(parameters ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...answersOf(route.schema, docs), ...errorsOf(access, requestBody !== undefined) },
  };
}

/**
 * The OpenAPI 3.1 description of the API's routes as registered: each route's body, query and
 * answer from its zod schemas, who may call it from its docs, and the error answers.
 */
export function openApiDocument(routes: readonly RouteOptions[], version: string): OpenApi {
  const paths: OpenApi['paths'] = {};
  for (const route of routes.filter((each) => isApiRoute(each.url)))
    for (const method of documentedMethods(route))
      paths[route.url] = { ...paths[route.url], [method.toLowerCase()]: operationOf(route) };
  const error = {
    description: '',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cubus API',
      version,
      description:
        'Every call answers JSON; an error is `{error: {code, message, details?}}` with a stable `code` (see `ErrorCode`).',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: {
        ApiError: jsonSchemaOf(apiErrorSchema, 'output'),
        ErrorCode: { type: 'string', enum: [...errorCodes] },
      },
      responses: Object.fromEntries(
        Object.entries(errorStatuses).map(([status, description]) => [status, { ...error, description }]),
      ),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of `/api/login`.',
        },
        operator: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            '`Operator <token>`, the token a running server writes to `operator.json` in its data folder.',
        },
      },
    },
  };
}
