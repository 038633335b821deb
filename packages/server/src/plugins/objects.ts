import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountsKind } from '../objects/accounts/accounts-kind';
import { actionsKind } from '../objects/actions/actions-kind';
import { cubeFactsResolver } from '../objects/cubes/cube-facts';
import { cubesKind } from '../objects/cubes/cubes-kind';
import { datasourcesKind } from '../objects/datasources/datasources-kind';
import { domainsKind } from '../objects/domains/domains-kind';
import { filesKind } from '../objects/files/files-kind';
import { importsKind } from '../objects/imports/imports-kind';
import { invitesKind } from '../objects/invites/invites-kind';
import { jobsKind } from '../objects/jobs/jobs-kind';
import { membershipsKind } from '../objects/memberships/memberships-kind';
import { mountRowsResolver } from '../objects/mounts/mount-rows';
import { mountsKind } from '../objects/mounts/mounts-kind';
import { objectsKind } from '../objects/objects/objects-kind';
import { proceduresKind } from '../objects/procedures/procedures-kind';
import { refMembersResolver } from '../objects/refs/ref-members';
import { refsKind } from '../objects/refs/refs-kind';
import { reportsKind } from '../objects/reports/reports-kind';
import { ribbonKind } from '../objects/ribbon/ribbon-kind';
import { dataTableResolver } from '../objects/tables/table-rows';
import { tablesKind } from '../objects/tables/tables-kind';
import { todoKind } from '../objects/todo/todo-kind';
import { usersKind } from '../objects/users/users-kind';
import { viewsKind } from '../objects/views/views-kind';
import type { ObjectKind } from '../qry/object-kind';
import { ObjectRegistry } from '../qry/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The object kinds `/api/qry` serves; later issues register theirs here. */
    objects: ObjectRegistry;
  }
}

/** The kinds besides the registry of objects, which lists the objects of those that have any. */
const kinds: readonly ObjectKind[] = [
  ribbonKind,
  todoKind,
  viewsKind,
  usersKind,
  invitesKind,
  domainsKind,
  membershipsKind,
  accountsKind,
  jobsKind,
  filesKind,
  datasourcesKind,
  tablesKind,
  importsKind,
  mountsKind,
  refsKind,
  cubesKind,
  proceduresKind,
  actionsKind,
  reportsKind,
];

/** The kinds `/api/qry` serves by name; one object's data (`table:<id>`, …) is found by the resolvers. */
export const namedKinds: readonly ObjectKind[] = [objectsKind(kinds), ...kinds];

async function objectsPlugin(app: FastifyInstance) {
  const registry = new ObjectRegistry();
  for (const kind of namedKinds) registry.register(kind);
  registry.resolver('table', dataTableResolver);
  registry.resolver('ref', refMembersResolver);
  registry.resolver('cube', cubeFactsResolver);
  registry.resolver('mount', mountRowsResolver);
  app.decorate('objects', registry);
}

/** The registry of object kinds and of resolvers for one object's data (`table:<id>`, …). */
export const objects = fp(objectsPlugin, {
  name: 'objects',
  dependencies: ['metadata-store', 'warehouse', 'files', 'auth'],
});
