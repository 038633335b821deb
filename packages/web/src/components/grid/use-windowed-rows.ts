import type { QryRow, SelectAnswer, SelectRequest } from '@cubus/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { qry } from '../../lib/qry-client';
import { takePrefetched } from './grid-prefetch';
import { PageCache, rowsPerPage, runsOf } from './page-cache';

/**
 * Rows of one query fetched in pages as the visible window moves. `key` names the query without
 * its paging: a new key starts a new cache, and answers of an old one are dropped. A first page
 * the route prefetched is taken over by the grid's first query only, and painted with the first
 * render when it has arrived; a later key (a reload after a change) always asks the server.
 */
export function useWindowedRows(
  key: string | null,
  requestOf: (offset: number, limit: number) => SelectRequest,
) {
  const current = useRef<{ key: string | null; cache: PageCache; queried: boolean }>({
    key: null,
    cache: new PageCache(rowsPerPage),
    queried: false,
  });
  const requestRef = useRef(requestOf);
  requestRef.current = requestOf;
  if (current.current.key !== key) {
    const cache = new PageCache(rowsPerPage);
    // A prefetch the first query missed holds rows from before this grid's own changes.
    const { queried } = current.current;
    const prefetched = key === null || queried ? undefined : takePrefetched(requestOf(0, rowsPerPage));
    if (prefetched?.settled) cache.put(0, prefetched.settled.rows, prefetched.settled.total);
    else if (prefetched) pending.set(cache, prefetched.answer);
    current.current = { key, cache, queried: queried || key !== null };
  }
  const [, setTick] = useState(0);
  // Why the rows could not be loaded: the first failed call's error.
  const [failure, setFailure] = useState<unknown>(null);

  const ensure = useCallback((start: number, end: number) => {
    const { cache, key: wanted } = current.current;
    if (wanted === null) return;
    const claimed = cache.claim(start, end);
    const early = claimed.includes(0) ? pending.get(cache) : undefined;
    pending.delete(cache);
    const settle = (pages: number[], answer: Promise<{ rows: QryRow[]; total?: number }>) =>
      answer.then(
        ({ rows, total }) => {
          if (current.current.key !== wanted) return;
          pages.forEach((page, at) => {
            cache.put(page, rows.slice(at * rowsPerPage, (at + 1) * rowsPerPage), total);
          });
          setTick((tick) => tick + 1);
        },
        // A failed page stays claimed until a reload, so a broken query is not asked again and again.
        (error: unknown) => current.current.key === wanted && setFailure((seen: unknown) => seen ?? error),
      );
    for (const run of runsOf(claimed)) {
      // The prefetched answer holds page 0 only: it settles that page, the rest of the run is asked for.
      const pages = early && run[0] === 0 ? run.slice(1) : run;
      if (early && pages !== run)
        settle(
          [0],
          early.catch(() => qry.select(requestRef.current(0, rowsPerPage))),
        );
      const first = pages[0];
      if (first === undefined) continue;
      const request = requestRef.current(first * rowsPerPage, pages.length * rowsPerPage);
      // The query is counted once: windows asked once its total is known skip the count.
      settle(pages, cache.total !== null ? qry.page(request) : qry.select(request));
    }
  }, []);

  useEffect(() => {
    setFailure(null);
    if (key !== null) ensure(0, rowsPerPage - 1);
  }, [key, ensure]);

  const cache = current.current.cache;
  const failed = failure !== null;
  return { cache, total: cache.total, ensure, failed, failure, loading: cache.total === null && !failed };
}

/** A prefetched first page still on its way, for the cache that took it over. */
const pending = new WeakMap<PageCache, Promise<SelectAnswer>>();
