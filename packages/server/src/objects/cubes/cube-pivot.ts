import type { ParsedPivotRequest, PivotAnswer } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import { loadCube, timeDimension } from './cube-store';

/** A pivot of the domain's cube within the install's limits (`CUBUS_PIVOT_*`): see `CubeWarehouse.pivot`. */
export async function runPivot(
  app: FastifyInstance,
  domainId: string,
  request: ParsedPivotRequest,
): Promise<PivotAnswer> {
  const cube = await loadCube(app, domainId, request.cubeId);
  return app.warehouse.cubes.pivot(domainId, cube, request, {
    ...app.pivotLimits,
    timeDimension: timeDimension(cube),
  });
}
