import type { CubeStructureAnswer, CubeStructureChange } from '@cubus/shared';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/cubes/structure`: one change of the cube's structure, at the version read. */
export async function changeStructure(
  cubeId: string,
  version: number,
  change: CubeStructureChange,
): Promise<CubeStructureAnswer> {
  const { data } = await apiClient.post<CubeStructureAnswer>('/api/cubes/structure', {
    cubeId,
    version,
    change,
  });
  return data;
}
