import type { KindModule } from '../kind-module';
import { cleanupImportJob, importJobHandler, importRunResultSchema, importSchedules } from './import-job';
import { importsKind } from './imports-kind';
import * as imports from './migrations/0007-imports';
import { importPreviewRoutes } from './preview-route';

/** Imports: their runs (on cron too), the preview call, and what a dead run left cleaned up. */
export const importsModule: KindModule = {
  kind: importsKind,
  routes: importPreviewRoutes,
  runs: {
    job: 'import',
    handler: importJobHandler,
    result: importRunResultSchema,
    schedules: importSchedules,
  },
  afterStale: cleanupImportJob,
  migrations: { '0007-imports': imports },
};
