import type { KindModule } from '../kind-module';
import { datasourcesKind } from './datasources-kind';
import { datasourcesRoutes } from './datasources-routes';
import * as datasources from './migrations/0005-datasources';

/** Data sources: testing, browsing and previewing one. */
export const datasourcesModule: KindModule = {
  kind: datasourcesKind,
  routes: datasourcesRoutes,
  migrations: { '0005-datasources': datasources },
};
