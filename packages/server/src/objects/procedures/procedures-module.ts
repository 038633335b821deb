import type { KindModule } from '../kind-module';
import { builtinById } from './builtins';
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
    objectName: (objectId, domainId) => {
      const def = builtinById(domainId, objectId);
      return def && { name: def.name, builtin: def.builtin };
    },
  },
  seed: ({ db, engine }) => seedDemoProcedure(db, engine),
  migrations: { '0011-procedures': procedures },
};
