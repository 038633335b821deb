import type { KindModule } from '../kind-module';
import { seedDemoProcedure } from './demo-procedure';
import * as procedures from './migrations/0011-procedures';
import { procedureJobHandler, procedureRunResultSchema } from './procedure-job';
import { proceduresKind } from './procedures-kind';

/** Procedures: their runs, each within the configured time limit. */
export const proceduresModule: KindModule = {
  kind: proceduresKind,
  runs: {
    job: 'procedure',
    handler: (app, settings) => procedureJobHandler(app, settings.procedures),
    result: procedureRunResultSchema,
  },
  seed: ({ db, engine }) => seedDemoProcedure(db, engine),
  migrations: { '0011-procedures': procedures },
};
