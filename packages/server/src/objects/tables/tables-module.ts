import type { KindModule } from '../kind-module';
import { clearTableRoutes } from './clear-table-route';
import { seedDemoTable } from './demo-sales';
import * as dataTables from './migrations/0006-data-tables';
import { dataTableResolver } from './table-rows';
import { tablesKind } from './tables-kind';

/** Data tables: their metadata, their rows as `table:<id>`, and clearing one. */
export const tablesModule: KindModule = {
  kind: tablesKind,
  resolver: { prefix: 'table', resolve: dataTableResolver },
  routes: clearTableRoutes,
  seed: ({ db, engine }) => seedDemoTable(db, engine),
  migrations: { '0006-data-tables': dataTables },
};
