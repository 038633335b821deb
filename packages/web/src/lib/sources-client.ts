import { datasourceRoutes, type SourcePreview, type SourceTable } from '@cubus/shared';
import { callRoute } from './api-client';

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
    const answer = await callRoute(datasourceRoutes.browse, { id }, quiet);
    return 'schemas' in answer ? answer.schemas : [];
  },
  async tables(id: string, schema: string): Promise<SourceTable[]> {
    const answer = await callRoute(datasourceRoutes.browse, { id, schema }, quiet);
    return 'tables' in answer ? answer.tables : [];
  },
  async preview(
    id: string,
    target: { schema?: string; table: string } | { query: string },
  ): Promise<SourcePreview> {
    return callRoute(datasourceRoutes.preview, { id, ...target, limit: 20 }, quiet);
  },
};
