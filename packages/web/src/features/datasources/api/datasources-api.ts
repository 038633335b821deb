import type { DatasourceValues } from '@cubus/shared';
import { apiClient } from '../../../lib/api-client';

const quiet = { showErrorToast: false } as const;

/** The data-source calls beside `/api/qry` (shared `datasources.ts`); browsing is `lib/sources-client`. */
export const datasourcesApi = {
  /** A saved source (`id`), unsaved settings, or a saved one with edits; a left-out password is the saved one. */
  async test(id: string | null, values: Partial<DatasourceValues>): Promise<{ version: string }> {
    const body = { ...(id ? { id } : {}), values };
    const { data } = await apiClient.post<{ ok: true; version: string }>(
      '/api/datasources/test',
      body,
      quiet,
    );
    return data;
  },
};
