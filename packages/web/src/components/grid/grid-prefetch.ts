import type { SelectAnswer, SelectRequest } from '@cubus/shared';
import { getToken } from '../../lib/auth-tokens';
import { qry } from '../../lib/qry-client';
import { useQryMetaStore } from '../../lib/qry-meta-store';
import { queryClient } from '../../lib/query-client';
import { fetchObjectSchema } from '../../lib/use-object-schema';
import { rowsPerPage } from './page-cache';
import { fetchGridViews } from './use-grid-views';

/** A prefetched first page is handed out this long; later the grid asks anew. */
const freshMs = 5_000;

export interface Prefetched {
  answer: Promise<SelectAnswer>;
  /** The answer, once it has arrived. */
  settled?: SelectAnswer;
}

interface Entry extends Prefetched {
  object: string;
  token: string;
  at: number;
}

let prefetched: Entry | null = null;

/**
 * Starts loading what a grid over `object` opens with — schema, templates, saved views and, side
 * by side with them, its first page as it opens without a view (every field, no filter, no sort) —
 * while the screen's chunks load and the shell renders (a route's `loader`). Nothing waits for
 * anything: a default view, when there is one, simply asks for its own rows. Errors stay silent
 * here; the grid asks again and shows them.
 */
export function prefetchGrid(object: string): void {
  const token = getToken();
  if (!token) return;
  const quiet = () => undefined;
  // Beside whoami, not after it: the session it brings keeps what the stored token fetched (see
  // `resetCacheOnScopeChange`).
  fetchObjectSchema(queryClient, object).catch(quiet);
  fetchGridViews(queryClient, object).catch(quiet);
  useQryMetaStore.getState().load().catch(quiet);
  const entry: Entry = {
    object,
    token,
    at: performance.now(),
    answer: qry.select({ op: 'select', object, offset: 0, limit: rowsPerPage }, { showErrorToast: false }),
  };
  entry.answer.then(
    (answer) => {
      entry.settled = answer;
    },
    () => {
      if (prefetched === entry) prefetched = null;
    },
  );
  prefetched = entry;
}

/**
 * A list route's prefetch (`FeatureRoute.prefetch`): its grid over `object` starts loading beside
 * the screen's chunk, unless the address opens one of its objects (`?<opens>=<id>`), whose own
 * screen loads what it shows.
 * @example listPrefetch('cubes', 'cube').prefetch(new URL('/cubus/cubes', location.href)) // the cubes' first page
 */
export function listPrefetch(object: string, opens?: string): { prefetch: (url: URL) => void } {
  return {
    prefetch: (url) => {
      if (!opens || !url.searchParams.has(opens)) prefetchGrid(object);
    },
  };
}

/** True when `request` asks for a plain first page whose fields the prefetched answer holds. */
function covers(entry: Entry, request: SelectRequest): boolean {
  const { op, object, fields, offset, limit, ...narrowing } = request;
  if (object !== entry.object || (offset ?? 0) !== 0 || limit !== rowsPerPage) return false;
  if (Object.keys(narrowing).length > 0) return false;
  if (!entry.settled) return true;
  const columns = new Set(entry.settled.columns.map((column) => column.name));
  return (fields ?? []).every((field) => columns.has(field));
}

/**
 * The prefetched first page when `request` is the plain first page of the same object, for the
 * same token and still fresh, handed out once; otherwise undefined (the grid asks itself).
 */
export function takePrefetched(request: SelectRequest): Prefetched | undefined {
  const entry = prefetched;
  if (!entry || !covers(entry, request)) return undefined;
  prefetched = null;
  if (entry.token !== getToken() || performance.now() - entry.at > freshMs) return undefined;
  return entry;
}
