import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { errors } from '../plugins/errors';
import { holdToDeclaredErrors } from './declared-errors';

/** A public route that declares `name_taken` and answers whatever code its body names. */
async function appWithRoute() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  holdToDeclaredErrors(app);
  app.post(
    '/api/name',
    {
      config: { docs: { access: 'public', errors: ['name_taken'] } },
      schema: { body: z.strictObject({ status: z.number(), code: z.string() }) },
    },
    async (request) => {
      const { status, code } = request.body as { status: number; code: never };
      throw new AppError(status, code, 'refused');
    },
  );
  return app;
}

const answer = (app: Awaited<ReturnType<typeof appWithRoute>>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/name', payload: payload as never });

describe('holding routes to their declared error codes', () => {
  it('lets through a declared code and those of the route kind', async () => {
    const app = await appWithRoute();
    expect((await answer(app, { status: 400, code: 'name_taken' })).json().error.code).toBe('name_taken');
    const bad = await answer(app, { status: 'x' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'validation_failed']);
    await app.close();
  });

  it('answers 500 naming a code the route does not declare, or a status the code does not have', async () => {
    const app = await appWithRoute();
    const undeclared = await answer(app, { status: 409, code: 'table_exists' });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().error).toEqual({
      code: 'internal_error',
      message: 'POST /api/name answered table_exists, which its docs do not declare',
    });
    const elsewhere = await answer(app, { status: 409, code: 'name_taken' });
    expect(elsewhere.statusCode).toBe(500);
    expect(elsewhere.json().error.message).toContain('answered name_taken with 409');
    await app.close();
  });
});
