import { describe, expect, it } from 'vitest';
import { PageCache, runsOf } from './page-cache';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('page cache', () => {
  it('claims the pages a window touches once, clipped to the total', () => {
    const cache = new PageCache(100);
    expect(cache.claim(0, 40)).toEqual([0]);
    expect(cache.claim(0, 40)).toEqual([]);
    cache.put(0, rows(0, 100), 250);
    expect(cache.claim(90, 260)).toEqual([1, 2]);
    expect(cache.pagesFor(240, 400)).toEqual([2]);
  });

  it('reads rows by index across pages and leaves gaps undefined', () => {
    const cache = new PageCache(10);
    cache.put(0, rows(0, 10), 35);
    cache.put(2, rows(20, 10), 35);
    expect(cache.rowAt(9)).toEqual({ id: 9 });
    expect(cache.rowAt(15)).toBeUndefined();
    expect(cache.rowAt(21)).toEqual({ id: 21 });
  });

  it('keeps the total of the first page when a later window comes without a count', () => {
    const cache = new PageCache(10);
    cache.put(0, rows(0, 10), 35);
    cache.put(3, rows(30, 5));
    expect(cache.total).toBe(35);
    expect(cache.rowAt(34)).toEqual({ id: 34 });
  });

  it('lets a failed page be claimed again and replaces an edited row in place', () => {
    const cache = new PageCache(10);
    expect(cache.claim(0, 5)).toEqual([0]);
    cache.release(0);
    expect(cache.claim(0, 5)).toEqual([0]);
    cache.put(0, [{ id: 'a', title: 'old', version: 1 }], 1);
    cache.replaceRow('id', { id: 'a', title: 'new', version: 2 });
    expect(cache.rowAt(0)).toEqual({ id: 'a', title: 'new', version: 2 });
  });

  it('groups consecutive pages into runs, one request each', () => {
    expect(runsOf([7, 3, 4])).toEqual([[3, 4], [7]]);
    expect(runsOf([])).toEqual([]);
    expect(runsOf([0, 1, 2])).toEqual([[0, 1, 2]]);
  });
});
