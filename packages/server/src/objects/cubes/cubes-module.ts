import type { KindModule } from '../kind-module';
import { cubeFactsResolver } from './cube-facts';
import { cubesKind } from './cubes-kind';
import { cubesRoutes } from './cubes-routes';
import { seedDemoCube } from './demo-cube';
import { cubeJobHandler, cubeRunResultSchema } from './generate-cube';
import * as cubeTables from './migrations/0008-cubes';
import * as cubeStructure from './migrations/0014-cube-structure';
import * as measureTypes from './migrations/0016-measure-types';
import * as measureFormats from './migrations/0019-measure-formats';

/** Cubes: their facts as `cube:<id>`, pivots and planning calls, and building a generated cube as a run. */
export const cubesModule: KindModule = {
  kind: cubesKind,
  resolver: { prefix: 'cube', resolve: cubeFactsResolver },
  routes: cubesRoutes,
  runs: { job: 'cube', handler: cubeJobHandler, result: cubeRunResultSchema },
  seed: ({ db, engine }) => seedDemoCube(db, engine),
  migrations: {
    '0008-cubes': cubeTables,
    '0014-cube-structure': cubeStructure,
    '0016-measure-types': measureTypes,
    '0019-measure-formats': measureFormats,
  },
};
