import { type ApiOperation, type OpenApi, openApiSchema } from '@cubus/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedMethods, isApiRoute, openApiDocument } from '../src/api-docs/openapi';
import { startApp, type TestApp } from './helper';

const saysNothing = (schema: unknown) => !schema || Object.keys(schema).length === 0;

/** What an operation lacks: who may call it, a body (POST), a success answer, a schema for each. */
function lacksOf(operation: ApiOperation | undefined, method: string): string[] {
  if (!operation) return ['not described'];
  const lacks: string[] = [];
  if (operation['x-undocumented']) lacks.push('no docs (who may call)');
  const body = operation.requestBody?.content ?? {};
  if (method === 'POST' && Object.keys(body).length === 0) lacks.push('no body schema');
  for (const [type, { schema }] of Object.entries(body))
    if (saysNothing(schema)) lacks.push(`body ${type} says nothing`);
  const successes = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
  if (successes.length === 0) lacks.push('no answer');
  for (const [status, answer] of successes) {
    if (!answer.content) lacks.push(`answer ${status} has no content`);
    for (const [type, { schema }] of Object.entries(answer.content ?? {}))
      if (saysNothing(schema)) lacks.push(`answer ${status} ${type} says nothing`);
  }
  return lacks;
}

/** Every registered API route against the description: `METHOD url: what it lacks`. */
function undescribed(routes: readonly RouteOptions[], document: OpenApi): string[] {
  return routes
    .filter((route) => isApiRoute(route.url))
    .flatMap((route) =>
      documentedMethods(route).flatMap((method) =>
        lacksOf(document.paths[route.url]?.[method.toLowerCase()], method).map(
          (lack) => `${method} ${route.url}: ${lack}`,
        ),
      ),
    );
}

describe('the API description', () => {
  const routes: RouteOptions[] = [];
  let t: TestApp;
  let document: OpenApi;

  beforeAll(async () => {
    t = await startApp('pglite', {}, { onRoute: (route) => void routes.push(route) });
    const { accessToken } = await t.signIn('admin', t.credentials.adminPassword);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    document = openApiSchema.parse(response.json());
  });
  afterAll(() => t?.close());

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('describes every registered route with its body, answer and who may call it', () => {
    expect(routes.filter((route) => isApiRoute(route.url)).length).toBeGreaterThan(60);
    expect(undescribed(routes, document)).toEqual([]);
  });

  it('describes only registered routes', () => {
    const registered = new Set(
      routes
        .filter((route) => isApiRoute(route.url))
        .flatMap((route) => documentedMethods(route).map((method) => `${method.toLowerCase()} ${route.url}`)),
    );
    const described = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method} ${url}`),
    );
    expect(described.sort()).toEqual([...registered].sort());
  });

  it("carries a route table's schemas and right, and the error answers", () => {
    const move = document.paths['/api/refs/move']?.post;
    expect(move?.['x-access']).toEqual(['update', 'refs']);
    const body = move?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(move?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '500']),
    );
    const login = document.paths['/api/login']?.post;
    expect(login?.['x-access']).toBe('public');
    expect(document.components.schemas.ErrorCode).toMatchObject({
      enum: expect.arrayContaining(['validation_failed', 'forbidden', 'name_taken', 'internal_error']),
    });
    // /api/qry parses its own body: the description has its shapes, one per op.
    const qry = document.paths['/api/qry']?.post?.requestBody?.content['application/json']?.schema;
    expect(JSON.stringify(qry)).toContain('"select"');
  });

  it("lists each call's error codes by status: those of its kind and its own", () => {
    const codesOf = (path: string, method = 'post') =>
      Object.fromEntries(
        Object.entries(document.paths[path]?.[method]?.responses ?? {})
          .filter(([status]) => !status.startsWith('2'))
          .map(([status, answer]) => [status, answer['x-error-codes']]),
      );
    const move = codesOf('/api/refs/move');
    expect(move['400']).toEqual(expect.arrayContaining(['validation_failed', 'reference_cycle']));
    expect(move['400']).not.toContain('name_taken');
    expect(move['401']).toEqual(['invalid_token', 'unauthorized']);
    expect(move['403']).toEqual(['forbidden']);
    expect(move['409']).toEqual(['conflict']);
    // Anyone may sign in: no session codes, and no code of another call.
    const login = codesOf('/api/login');
    expect(login['401']).toEqual(['invalid_credentials']);
    expect(login['403']).toBeUndefined();
    expect(login['409']).toBeUndefined();
    // A read without a body: no body codes.
    expect(codesOf('/api/health', 'get')['413']).toBeUndefined();
    const described = document.paths['/api/refs/move']?.post?.responses['403'];
    expect(described?.description).toContain('`forbidden`');
  });

  it('finds a route that lacks a schema or its docs', () => {
    const bare = { method: 'POST', url: '/api/bare', schema: { body: z.unknown() }, handler: () => ({}) };
    const built = openApiDocument([bare as RouteOptions], '0');
    expect(undescribed([bare as RouteOptions], built)).toEqual([
      'POST /api/bare: no docs (who may call)',
      'POST /api/bare: no body schema',
      'POST /api/bare: no answer',
    ]);
  });

  it('opens as a page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
