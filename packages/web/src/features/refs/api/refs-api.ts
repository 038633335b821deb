import { type RouteBody, refRoutes } from '@cubus/shared';
import { callRoute } from '../../../lib/api-client';

/** How members are generated: a time hierarchy or a sequence (shared `refs.ts`). */
export type Generator = RouteBody<typeof refRoutes.generate>['generator'];

const quiet = { showErrorToast: false };

/** The calls of references beside `/api/qry` (the route table: shared `refs.ts`); callers show errors themselves. */
export const refsApi = {
  move: (refId: string, code: string, parent: string | null, before: string | null) =>
    callRoute(refRoutes.move, { refId, code, parent, before }, quiet),
  importMembers: (body: RouteBody<typeof refRoutes.importMembers>) =>
    callRoute(refRoutes.importMembers, body, quiet),
  generate: (name: string, generator: Generator) => callRoute(refRoutes.generate, { name, generator }, quiet),
};
