import { cubeRoutes } from '@cubus/shared';
import { callRoute } from '../../../lib/api-client';
import type { generateRequestOf } from '../generate-values';

/** `POST /api/cubes/generate`: a cube from a data table, loaded by a job. */
export function generateCube(body: ReturnType<typeof generateRequestOf>) {
  return callRoute(cubeRoutes.generate, body, { showErrorToast: false });
}

/** `POST /api/cubes/suggest`: what the wizard proposes for each of a data table's columns. */
export function suggestCube(tableId: string) {
  return callRoute(cubeRoutes.suggest, { tableId });
}
