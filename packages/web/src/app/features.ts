import { accessControlManifest } from '../features/access-control/access-control-manifest';
import { accountManifest } from '../features/account/account-manifest';
import { actionsManifest } from '../features/actions/actions-manifest';
import { adminManifest } from '../features/admin/admin-manifest';
import { apiDocsManifest } from '../features/api-docs/api-docs-manifest';
import { authManifest } from '../features/auth/auth-manifest';
import { cubesManifest } from '../features/cubes/cubes-manifest';
import { dashboardManifest } from '../features/dashboard/dashboard-manifest';
import { datasourcesManifest } from '../features/datasources/datasources-manifest';
import { domainsManifest } from '../features/domains/domains-manifest';
import { errorsManifest } from '../features/errors/errors-manifest';
import { importsManifest } from '../features/imports/imports-manifest';
import { mountsManifest } from '../features/mounts/mounts-manifest';
import { objectsManifest } from '../features/objects/objects-manifest';
import { proceduresManifest } from '../features/procedures/procedures-manifest';
import { recordsManifest } from '../features/records/records-manifest';
import { refsManifest } from '../features/refs/refs-manifest';
import { reportsManifest } from '../features/reports/reports-manifest';
import { ribbonManifest } from '../features/ribbon/ribbon-manifest';
import { rootManifest } from '../features/root/root-manifest';
import { tablesManifest } from '../features/tables/tables-manifest';
import { todoManifest } from '../features/todo/todo-manifest';
import type { FeatureManifest } from '../lib/feature-manifest';
import { addObjectEditors } from '../lib/object-editors';
import { addRoutePaths } from '../lib/routes';

/**
 * The console's features, one manifest each: the router, the menu, the route names, the Objects
 * page's editors and the console's strings are built from this list. A new kind adds one line here.
 */
export const features: readonly FeatureManifest[] = [
  authManifest,
  errorsManifest,
  recordsManifest,
  dashboardManifest,
  objectsManifest,
  domainsManifest,
  datasourcesManifest,
  actionsManifest,
  ribbonManifest,
  refsManifest,
  tablesManifest,
  cubesManifest,
  importsManifest,
  reportsManifest,
  proceduresManifest,
  mountsManifest,
  todoManifest,
  accessControlManifest,
  accountManifest,
  adminManifest,
  rootManifest,
  apiDocsManifest,
];

for (const feature of features) {
  addRoutePaths(
    Object.fromEntries(Object.entries(feature.routes).map(([name, route]) => [name, route.path])),
  );
  addObjectEditors(feature.editors ?? []);
}
