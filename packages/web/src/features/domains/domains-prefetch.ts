import { prefetchGrid } from '../../components/grid/grid-prefetch';
import { loadedSession } from '../../lib/session-ready';

/** `/cubus/domains`: starts loading the grid the caller will see: every domain for root, their own for everyone else. */
export function prefetch(): void {
  void loadedSession().then((session) => {
    if (session) prefetchGrid(session.role === 'root' ? 'domains' : 'memberships');
  });
}
