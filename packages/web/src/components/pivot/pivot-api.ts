import { cubeRoutes, type PivotRequest, type RouteAnswer, type RouteBody } from '@cubus/shared';
import type { AxiosRequestConfig } from 'axios';
import { callRoute } from '../../lib/api-client';

type CallOptions = Pick<AxiosRequestConfig, 'showErrorToast' | 'signal'>;

/** What a write, an undo or a copy answers: the change and the cells it touched. */
export type CubeChangeAnswer = RouteAnswer<typeof cubeRoutes.write>;

/** The pivot's calls beside `/api/qry` (the route table: shared `cube-routes.ts`). */
export const pivotApi = {
  pivot: (request: PivotRequest, options?: CallOptions) => callRoute(cubeRoutes.pivot, request, options),
  write: (body: RouteBody<typeof cubeRoutes.write>) =>
    callRoute(cubeRoutes.write, body, { showErrorToast: false }),
  /** A pasted block of leaf cells, written in one change (one Undo). */
  writeCells: (body: RouteBody<typeof cubeRoutes.writeCells>) =>
    callRoute(cubeRoutes.writeCells, body, { showErrorToast: false }),
  undo: (cubeId: string, changeId?: string) => callRoute(cubeRoutes.undo, { cubeId, changeId }),
  copyScenario: (body: RouteBody<typeof cubeRoutes.copyScenario>) =>
    callRoute(cubeRoutes.copyScenario, body, { showErrorToast: false }),
  /** How many target cells a copy would replace (and write): the copy's confirmation. */
  previewCopy: (body: RouteBody<typeof cubeRoutes.previewCopy>) =>
    callRoute(cubeRoutes.previewCopy, body, { showErrorToast: false }),
};
