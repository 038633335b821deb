import {
  apiErrorSchema,
  type ErrorCode,
  errorCodes,
  type OpenApi,
  type RouteAccess,
  statusesOfErrorCode,
} from '@cubus/shared';
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

/** The body a route takes, as its docs or its schema say it; none for a read. */
function bodyOf(schema: RouteOptions['schema'], docs: RouteDocs | undefined) {
  const given = docs?.body ?? (saysNothing(schema?.body) ? undefined : (schema?.body as z.ZodType));
  return !given || (isZod(given) && given._zod.def.type === 'undefined') ? undefined : given;
}

const queryOf = (schema: RouteOptions['schema'], docs: RouteDocs | undefined) =>
  docs?.query ?? (saysNothing(schema?.querystring) ? undefined : (schema?.querystring as z.ZodType));

function requestBodyOf(schema: RouteOptions['schema'], docs: RouteDocs | undefined) {
  const given = bodyOf(schema, docs);
  if (!given) return undefined;
  return {
    required: !(isZod(given) && given.safeParse(undefined).success),
    content: contentOf(given, 'input'),
  };
}

function parametersOf(schema: RouteOptions['schema'], docs: RouteDocs | undefined) {
  const given = queryOf(schema, docs);
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

/** What an error status means; the codes of each call say why. */
const errorStatuses: Record<string, string> = {
  '400': 'The request is not valid.',
  '401': 'No valid session, token or code.',
  '403': 'The caller may not make this call.',
  '404': "What the call names is not there, or not in the caller's domain.",
  '405': 'The object does not allow this operation.',
  '408': 'The work took longer than allowed.',
  '409': 'Changed by someone else, or in the way of the change.',
  '413': 'Larger than allowed.',
  '415': 'The body is not JSON.',
  '422': 'Read, but not usable: a file, a source or a row.',
  '429': 'Too many calls or jobs; `Retry-After` says when to try again.',
  '500': 'A fault of the server, with no details.',
  '503': 'The warehouse (or a shard of it) is not answering; `Retry-After` says when to try again.',
};

/**
 * Codes any call may answer: a request Fastify cannot read, text the stores cannot hold, the rate
 * limit, a warehouse that does not answer (most calls reach it, some through a job), a fault.
 */
const everyCallCodes: readonly ErrorCode[] = [
  'bad_request',
  'invalid_text',
  'too_many_requests',
  'warehouse_unavailable',
  'internal_error',
];
/** Codes of a call with a body: read as JSON, then checked by its schema. */
const bodyCodes: readonly ErrorCode[] = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
];

/**
 * Every code a route may answer: those of its kind (a session or a right, a body or a query) and
 * the ones its docs declare.
 */
export function errorCodesOf(route: Pick<RouteOptions, 'schema' | 'config'>): Set<ErrorCode> {
  const docs = route.config?.docs;
  const access = docs?.access ?? 'public';
  const codes = new Set([...everyCallCodes, ...(docs?.errors ?? [])]);
  if (access !== 'public') codes.add('unauthorized');
  if (access === 'signed-in' || Array.isArray(access)) codes.add('invalid_token');
  if (Array.isArray(access)) codes.add('forbidden');
  if (bodyOf(route.schema, docs)) for (const code of bodyCodes) codes.add(code);
  if (queryOf(route.schema, docs)) codes.add('validation_failed');
  return codes;
}

/** The error answers of a route by status, each with the codes it may carry there. */
function errorsOf(route: RouteOptions): Operation['responses'] {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of [...errorCodesOf(route)].sort())
    for (const status of statusesOfErrorCode(code).map(String))
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, codes]) => [
        status,
        {
          description: `${errorStatuses[status] ?? ''} Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
          'x-error-codes': codes,
          content: {
            'application/json': {
              schema: {
                $ref: '#/components/schemas/ApiError',
                properties: { error: { properties: { code: { enum: codes } } } },
              },
            },
          },
        },
      ]),
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
    responses: { ...answersOf(route.schema, docs), ...errorsOf(route) },
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
