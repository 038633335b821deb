import { prefetchGrid } from '../../components/grid/grid-prefetch';
import { getToken } from '../../lib/auth-tokens';
import { qry } from '../../lib/qry-client';
import { queryClient } from '../../lib/query-client';

export const tableRowKey = (id: string) => ['qry', 'row', 'tables', id] as const;

/** The table's own row, fetched ahead into the cache (no error toast: the screen shows errors). */
function prefetchTableRow(id: string): void {
  if (!getToken()) return;
  void queryClient.prefetchQuery({
    queryKey: tableRowKey(id),
    queryFn: () => qry.get('tables', id, { showErrorToast: false }),
  });
}

/** `/cubus/tables`: starts loading the list, or one table and its rows, beside the screen's chunk. */
export function prefetch(url: URL): void {
  const id = url.searchParams.get('table');
  if (id) {
    prefetchTableRow(id);
    prefetchGrid(`table:${id}`);
  } else prefetchGrid('tables');
}
