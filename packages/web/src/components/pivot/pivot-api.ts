import type { CopyScenarioPreview, PivotAnswer, PivotRequest } from '@cubus/shared';
import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../../lib/api-client';

type CallOptions = Pick<AxiosRequestConfig, 'showErrorToast' | 'signal'>;

export interface CubeChangeAnswer {
  changeId: string;
  cells: number;
}

async function post<T>(path: string, body: object, options: CallOptions = {}): Promise<T> {
  const { data } = await apiClient.post<T>(path, body, options);
  return data;
}

/** What Copy Scenario is asked: from, to, the factor, and the filter's members per dimension. */
interface CopyBody {
  cubeId: string;
  from: string;
  to: string;
  factor: number;
  filter: Record<string, string[]>;
}

/** The pivot's calls beside `/api/qry` (shapes in shared `pivot.ts` and `cubes.ts`). */
export const pivotApi = {
  pivot: (request: PivotRequest, options?: CallOptions) =>
    post<PivotAnswer>('/api/cubes/pivot', request, options),
  write: (body: { cubeId: string; measure: string; coords: Record<string, string>; value: number | null }) =>
    post<CubeChangeAnswer>('/api/cubes/write', body, { showErrorToast: false }),
  undo: (cubeId: string, changeId?: string) =>
    post<CubeChangeAnswer>('/api/cubes/undo', { cubeId, changeId }),
  copyScenario: (body: CopyBody) =>
    post<CubeChangeAnswer>('/api/cubes/copy-scenario', body, { showErrorToast: false }),
  /** How many target cells a copy would replace (and write): the copy's confirmation. */
  previewCopy: (body: CopyBody) =>
    post<CopyScenarioPreview>('/api/cubes/copy-scenario-preview', body, { showErrorToast: false }),
};
