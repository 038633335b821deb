import type { Migration } from 'kysely';
import { accountsKind } from './accounts/accounts-kind';
import { actionsModule } from './actions/actions-module';
import { cubesModule } from './cubes/cubes-module';
import { datasourcesModule } from './datasources/datasources-module';
import { domainsKind } from './domains/domains-kind';
import { filesKind } from './files/files-kind';
import { importsModule } from './imports/imports-module';
import { invitesKind } from './invites/invites-kind';
import { jobsKind } from './jobs/jobs-kind';
import type { KindModule } from './kind-module';
import { membershipsKind } from './memberships/memberships-kind';
import { mountsModule } from './mounts/mounts-module';
import { proceduresModule } from './procedures/procedures-module';
import { refsModule } from './refs/refs-module';
import { reportsModule } from './reports/reports-module';
import { ribbonKind } from './ribbon/ribbon-kind';
import { tablesModule } from './tables/tables-module';
import { todoKind } from './todo/todo-kind';
import { usersKind } from './users/users-kind';
import { viewsKind } from './views/views-kind';

/**
 * Every kind of the server, the one list the objects and jobs plugins, the app's routes and the
 * migrator read (the registry of objects is built over it). A kind that is only its `ObjectKind`
 * stands here as `{ kind }`.
 */
export const kindModules: readonly KindModule[] = [
  { kind: ribbonKind },
  { kind: todoKind },
  { kind: viewsKind },
  { kind: usersKind },
  { kind: invitesKind },
  { kind: domainsKind },
  { kind: membershipsKind },
  { kind: accountsKind },
  { kind: jobsKind },
  { kind: filesKind },
  datasourcesModule,
  tablesModule,
  importsModule,
  mountsModule,
  refsModule,
  cubesModule,
  proceduresModule,
  actionsModule,
  reportsModule,
];

/** The migrations of every kind, by name (the store adds its own: `store/migrate.ts`). */
export const kindMigrations: Record<string, Migration> = Object.fromEntries(
  kindModules.flatMap((module) => Object.entries(module.migrations ?? {})),
);
