import type { SelectRequest } from '@cubus/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { qry } from '../../lib/qry-client';
import { PageCache } from './page-cache';

export const pageSize = 100;

/**
 * Rows of one query fetched in pages as the visible window moves. `key` names the query without
 * its paging: a new key starts a new cache, and answers of an old one are dropped.
 */
export function useWindowedRows(
  key: string | null,
  requestOf: (offset: number, limit: number) => SelectRequest,
) {
  const current = useRef<{ key: string | null; cache: PageCache }>({
    key: null,
    cache: new PageCache(pageSize),
  });
  if (current.current.key !== key) current.current = { key, cache: new PageCache(pageSize) };
  const [, setTick] = useState(0);
  const [failed, setFailed] = useState(false);
  const requestRef = useRef(requestOf);
  requestRef.current = requestOf;

  const ensure = useCallback((start: number, end: number) => {
    const { cache, key: wanted } = current.current;
    if (wanted === null) return;
    for (const page of cache.claim(start, end)) {
      qry.select(requestRef.current(page * pageSize, pageSize)).then(
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
    if (key !== null) ensure(0, pageSize - 1);
  }, [key, ensure]);

  const cache = current.current.cache;
  return { cache, total: cache.total, ensure, failed, loading: cache.total === null && !failed };
}
