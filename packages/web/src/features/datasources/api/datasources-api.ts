import { type DatasourceValues, datasourceRoutes } from '@cubus/shared';
import { callRoute } from '../../../lib/api-client';

const quiet = { showErrorToast: false } as const;

/** The data-source calls beside `/api/qry` (shared `datasources.ts`); browsing is `lib/sources-client`. */
export const datasourcesApi = {
  /** A saved source (`id`), unsaved settings, or a saved one with edits; a left-out password is the saved one. */
  test: (id: string | null, values: Partial<DatasourceValues>) =>
    callRoute(datasourceRoutes.test, { ...(id ? { id } : {}), values }, quiet),
};
