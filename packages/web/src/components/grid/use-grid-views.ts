import type { FilterNode } from '@cubus/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { qry } from '../../lib/qry-client';

export interface SavedView {
  id: string;
  name: string;
  state: unknown;
  shared: boolean;
  isDefault: boolean;
  ownerId: string;
  owner: string;
  version: number;
}

export const viewsKey = (object: string) => ['qry', 'views', object] as const;

/** The filter of one object's saved views (a pivot's named views add their own conditions). */
export const viewsOf = (object: string): FilterNode => ({
  isactive: true,
  isexpanded: true,
  name: 'Root Node',
  operator: { id: 1, sid: 'and', name: 'AND' },
  childnodes: [],
  conditions: [{ isactive: true, field: 'object', op: 'eq', value: object }],
});

async function selectViews(object: string, showErrorToast?: boolean): Promise<SavedView[]> {
  const answer = await qry.select(
    {
      op: 'select',
      object: 'views',
      fields: ['id', 'name', 'state', 'shared', 'isDefault', 'ownerId', 'owner', 'version'],
      filter: viewsOf(object),
      orderby: { isActive: true, sorts: [{ field: 'name', dir: 'asc' }] },
      limit: 500,
    },
    { showErrorToast },
  );
  return answer.rows as unknown as SavedView[];
}

/** The saved views of one object the user can see: their own and those shared with the domain. */
export function useGridViews(object: string, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: viewsKey(object),
    enabled,
    queryFn: () => selectViews(object),
  });
  const invalidate = () => client.invalidateQueries({ queryKey: viewsKey(object) });
  return { ...query, invalidate };
}

/** The views from the cache, or fetched into it without an error toast (a prefetch). */
export function fetchGridViews(client: QueryClient, object: string): Promise<SavedView[]> {
  return client.fetchQuery({ queryKey: viewsKey(object), queryFn: () => selectViews(object, false) });
}

/** The view that opens with the grid: the user's own default first, then a shared default. */
export function defaultViewOf(views: SavedView[], userId: string | undefined): SavedView | undefined {
  return (
    views.find((view) => view.isDefault && view.ownerId === userId) ??
    views.find((view) => view.isDefault && view.shared)
  );
}
