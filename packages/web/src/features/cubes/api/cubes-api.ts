import { apiClient } from '../../../lib/api-client';
import type { generateRequestOf } from '../generate-values';

/** `POST /api/cubes/generate`: a cube from a data table, loaded by a job. */
export async function generateCube(body: ReturnType<typeof generateRequestOf>) {
  const { data } = await apiClient.post<{ jobId: string; cubeId: string }>('/api/cubes/generate', body, {
    showErrorToast: false,
  });
  return data;
}
