import { type MountColumn, mountRoutes } from '@cubus/shared';
import { callRoute } from '../../../lib/api-client';
import { qry } from '../../../lib/qry-client';
import { mountableTypes } from '../mount-values';

export type MountableSource = { id: string; name: string; type: string };

/** The mount calls beside `/api/qry` (shared `mounts.ts`). */
export const mountsApi = {
  /** Describes the source again; the mount's columns as they are now. */
  async refresh(id: string): Promise<MountColumn[]> {
    const { columns } = await callRoute(mountRoutes.refresh, { id });
    return columns;
  },
  /** Starts an import of the mount into the new data table `table`. */
  materialise: (id: string, table: string) => callRoute(mountRoutes.materialise, { id, table }),
  /** The domain's data sources a mount can read. */
  async sources(): Promise<MountableSource[]> {
    const answer = await qry.select({
      op: 'select',
      object: 'datasources',
      fields: ['id', 'name', 'type'],
      orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
      limit: 1000,
    });
    return (answer.rows as unknown as MountableSource[]).filter((row) => mountableTypes.includes(row.type));
  },
  /** The id of the data table named `name` (a materialised mount's, once its run made it). */
  async tableNamed(name: string): Promise<string | null> {
    const answer = await qry.select({
      op: 'select',
      object: 'tables',
      fields: ['id', 'name'],
      filter: {
        isactive: true,
        isexpanded: true,
        name: 'Root Node',
        operator: { id: 1, sid: 'and', name: 'AND' },
        childnodes: [],
        conditions: [{ isactive: true, field: 'name', op: 'eq', value: name }],
      },
      limit: 1,
    });
    const row = answer.rows[0];
    return row ? String(row.id) : null;
  },
};
