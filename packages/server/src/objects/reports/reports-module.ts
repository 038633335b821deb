import type { KindModule } from '../kind-module';
import { seedDemoReports } from './demo-reports';
import * as reports from './migrations/0013-reports';
import { reportsKind } from './reports-kind';

/** Reports: saved views over a cube, table or mount. */
export const reportsModule: KindModule = {
  kind: reportsKind,
  seed: ({ db }) => seedDemoReports(db),
  migrations: { '0013-reports': reports },
};
