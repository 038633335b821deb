import type { SelectAnswer, SelectPage, SelectRequest } from '@cubus/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { qry } from '../../lib/qry-client';
import { takePrefetched } from './grid-prefetch';
import { PageCache, rowsPerPage } from './page-cache';

/**
 * Rows of one query fetched in pages as the visible window moves. `key` names the query without
 * its paging: a new key starts a new cache, and answers of an old one are dropped. A first page
 * the route prefetched is taken over, and painted with the first render when it has arrived.
 */
export function useWindowedRows(
  key: string | null,
  requestOf: (offset: number, limit: number) => SelectRequest,
) {
  const current = useRef<{ key: string | null; cache: PageCache }>({
    key: null,
    cache: new PageCache(rowsPerPage),
  });
  const requestRef = useRef(requestOf);
  requestRef.current = requestOf;
  if (current.current.key !== key) {
    const cache = new PageCache(rowsPerPage);
    const prefetched = key === null ? undefined : takePrefetched(requestOf(0, rowsPerPage));
    if (prefetched?.settled) cache.put(0, prefetched.settled.rows, prefetched.settled.total);
    else if (prefetched) pending.set(cache, prefetched.answer);
    current.current = { key, cache };
  }
  const [, setTick] = useState(0);
  const [failed, setFailed] = useState(false);

  const ensure = useCallback((start: number, end: number) => {
    const { cache, key: wanted } = current.current;
    if (wanted === null) return;
    for (const page of cache.claim(start, end)) {
      const request = requestRef.current(page * rowsPerPage, rowsPerPage);
      const early = page === 0 ? pending.get(cache) : undefined;
      pending.delete(cache);
      // The query is counted once: windows asked once its total is known skip the count.
      const counted = cache.total !== null;
      const select = (): Promise<SelectPage & { total?: number }> =>
        counted ? qry.page(request) : qry.select(request);
      (early?.catch(select) ?? select()).then(
        (answer) => {
          if (current.current.key !== wanted) return;
          cache.put(page, answer.rows, answer.total);
          setTick((tick) => tick + 1);
        },
        // A failed page stays claimed until a reload, so a broken query is not asked again and again.
        () => current.current.key === wanted && setFailed(true),
      );
    }
  }, []);

  useEffect(() => {
    setFailed(false);
    if (key !== null) ensure(0, rowsPerPage - 1);
  }, [key, ensure]);

  const cache = current.current.cache;
  return { cache, total: cache.total, ensure, failed, loading: cache.total === null && !failed };
}

/** A prefetched first page still on its way, for the cache that took it over. */
const pending = new WeakMap<PageCache, Promise<SelectAnswer>>();
