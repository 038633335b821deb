import { type CubeStructureChange, cubeRoutes } from '@cubus/shared';
import { callRoute } from '../../../lib/api-client';

/** `POST /api/cubes/structure`: one change of the cube's structure, at the version read. */
export function changeStructure(cubeId: string, version: number, change: CubeStructureChange) {
  return callRoute(cubeRoutes.structure, { cubeId, version, change });
}
