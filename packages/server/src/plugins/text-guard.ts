import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badTextPath, invalidText } from '../lib/text-guard';

/** The parts of a request that carry text, each checked under its own name. */
const parts = [
  { part: 'params', at: '/params' },
  { part: 'query', at: '/query' },
  { part: 'body', at: '/body' },
] as const satisfies readonly { part: keyof FastifyRequest; at: string }[];

async function textGuardPlugin(app: FastifyInstance) {
  // Before every route's own validation, whether or not it declares a schema: a NUL or a lone
  // surrogate would otherwise reach the metadata store (which rejects 0x00) as a 500.
  // A callback, not an async hook: no promise and no extra turn for every call that passes.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const { part, at } of parts) {
      const path = badTextPath(request[part], at);
      if (path !== undefined) return done(invalidText(path));
    }
    done();
  });
}

/**
 * Every request's params, query string and parsed body checked once for text the stores cannot
 * hold (NUL, lone surrogates) → 400 `invalid_text`. Multipart file names are checked where parsed.
 */
export const textGuard = fp(textGuardPlugin, { name: 'text-guard', dependencies: ['errors'] });
