import type { SourcePreview, SourceTable } from '@cubus/shared';
import { apiClient } from './api-client';

const quiet = { showErrorToast: false } as const;

/** What a source read reads: a table (in a schema or folder) or a read-only query. */
export type SourceTarget = { schema: string; table: string } | { query: string };

/**
 * Browsing a saved data source (shared `datasources.ts`): the data sources, mounts and imports
 * screens all read it; the screens show the errors.
 * @example await sourcesClient.tables(id, 'public') // the tables of public, with their columns
 */
export const sourcesClient = {
  async schemas(id: string): Promise<string[]> {
    const { data } = await apiClient.post<{ schemas: string[] }>('/api/datasources/browse', { id }, quiet);
    return data.schemas;
  },
  async tables(id: string, schema: string): Promise<SourceTable[]> {
    const { data } = await apiClient.post<{ tables: SourceTable[] }>(
      '/api/datasources/browse',
      { id, schema },
      quiet,
    );
    return data.tables;
  },
  async preview(
    id: string,
    target: { schema?: string; table: string } | { query: string },
  ): Promise<SourcePreview> {
    const { data } = await apiClient.post<SourcePreview>(
      '/api/datasources/preview',
      { id, ...target, limit: 20 },
      quiet,
    );
    return data;
  },
};
