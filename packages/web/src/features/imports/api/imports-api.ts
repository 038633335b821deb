import { type ImportValues, importRoutes, type RouteAnswer } from '@cubus/shared';
import { callRoute } from '../../../lib/api-client';
import type { JobRun } from '../../../lib/jobs-client';
import { qry } from '../../../lib/qry-client';

/** A preview row: its values as they will land, and why it would be rejected. */
export type PreviewAnswer = RouteAnswer<typeof importRoutes.preview>;

/** A run of an import. */
export type ImportRun = JobRun;

export const importsApi = {
  preview: (values: Pick<ImportValues, 'source' | 'target' | 'mapping'>, limit = 20) =>
    callRoute(importRoutes.preview, { values, limit }, { showErrorToast: false }),
  run: (id: string): Promise<string> => qry.run('imports', id, {}).then((answer) => answer.jobId),
  async files(): Promise<{ id: string; name: string; size: number; created: string }[]> {
    const answer = await qry.select({
      op: 'select',
      object: 'files',
      fields: ['id', 'name', 'size', 'created'],
      orderby: { isActive: true, sorts: [{ field: 'created', dir: 'desc' }] },
      limit: 200,
    });
    return answer.rows as unknown as { id: string; name: string; size: number; created: string }[];
  },
  /** The domain's data sources, to read a table or query of one. */
  async datasources(): Promise<{ id: string; name: string; type: string }[]> {
    const answer = await qry.select({
      op: 'select',
      object: 'datasources',
      fields: ['id', 'name', 'type'],
      orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
      limit: 1000,
    });
    return answer.rows as unknown as { id: string; name: string; type: string }[];
  },
  async tables(): Promise<{ id: string; name: string; columns: unknown; key: string | null }[]> {
    const answer = await qry.select({
      op: 'select',
      object: 'tables',
      fields: ['id', 'name', 'columns', 'key'],
      orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
      limit: 1000,
    });
    return answer.rows as unknown as { id: string; name: string; columns: unknown; key: string | null }[];
  },
};
