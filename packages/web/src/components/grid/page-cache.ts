import type { QryRow } from '@cubus/shared';

/** Rows per request of a grid's window. */
export const rowsPerPage = 100;

/**
 * Rows of a long result kept in fixed pages: the grid asks for the pages a window of indices
 * touches, fetches the missing ones, and reads rows by index. A new query means a new cache.
 */
export class PageCache {
  readonly pages = new Map<number, QryRow[]>();
  total: number | null = null;
  private readonly loading = new Set<number>();

  constructor(readonly pageSize = rowsPerPage) {}

  /** Pages covering indices `start..end` (inclusive), clipped to the known total. */
  pagesFor(start: number, end: number): number[] {
    const last = this.total === null ? end : Math.min(end, this.total - 1);
    if (last < start && this.total !== null) return this.total === 0 && start === 0 ? [] : [];
    const pages: number[] = [];
    for (
      let page = Math.floor(Math.max(0, start) / this.pageSize);
      page <= Math.floor(Math.max(last, 0) / this.pageSize);
      page++
    )
      pages.push(page);
    return pages;
  }

  /** Pages of the window that are neither loaded nor on their way; marks them as on their way. */
  claim(start: number, end: number): number[] {
    const wanted = this.pagesFor(start, end).filter(
      (page) => !this.pages.has(page) && !this.loading.has(page),
    );
    for (const page of wanted) this.loading.add(page);
    return wanted;
  }

  /** A page's rows; `total` when its answer counted the query (windows after the first do not). */
  put(page: number, rows: QryRow[], total?: number): void {
    this.loading.delete(page);
    this.pages.set(page, rows);
    if (total !== undefined) this.total = total;
  }

  /** A page that failed to load may be asked for again. */
  release(page: number): void {
    this.loading.delete(page);
  }

  rowAt(index: number): QryRow | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  /** Replaces one row wherever it is cached (after an edit), matched by its key. */
  replaceRow(key: string, row: QryRow): void {
    for (const rows of this.pages.values()) {
      const at = rows.findIndex((candidate) => candidate[key] === row[key]);
      if (at >= 0) rows[at] = { ...rows[at], ...row };
    }
  }
}

/**
 * Consecutive pages grouped, so a window that spans two pages costs one request (one sort on the
 * server, which for a deep offset is most of the work).
 * @example runsOf([3, 4, 7]) // [[3, 4], [7]]
 */
export function runsOf(pages: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last.at(-1) === page - 1) last.push(page);
    else runs.push([page]);
  }
  return runs;
}
