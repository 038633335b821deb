import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { kindModules } from '../objects/kinds';
import { objectsKind } from '../objects/objects/objects-kind';
import type { ObjectKind } from '../qry/object-kind';
import { ObjectRegistry } from '../qry/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The object kinds `/api/qry` serves, read from the list of kinds (`objects/kinds.ts`). */
    objects: ObjectRegistry;
  }
}

const kinds = kindModules.map((module) => module.kind);

/** The kinds `/api/qry` serves by name, the registry of objects over them first. */
export const namedKinds: readonly ObjectKind[] = [objectsKind(kinds), ...kinds];

async function objectsPlugin(app: FastifyInstance) {
  const registry = new ObjectRegistry();
  for (const kind of namedKinds) registry.register(kind);
  for (const { resolver } of kindModules) if (resolver) registry.resolver(resolver.prefix, resolver.resolve);
  app.decorate('objects', registry);
}

/** The registry of object kinds and of resolvers for one object's data (`table:<id>`, …). */
export const objects = fp(objectsPlugin, {
  name: 'objects',
  dependencies: ['metadata-store', 'warehouse', 'files', 'auth'],
});
