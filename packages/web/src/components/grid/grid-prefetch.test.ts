import { renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { clearTokens, setTokens } from '../../lib/auth-tokens';
import { listPrefetch, prefetchGrid, takePrefetched } from './grid-prefetch';
import { useWindowedRows } from './use-windowed-rows';

const firstPage = { op: 'select' as const, object: 'todo', fields: ['title'], offset: 0, limit: 100 };

const page = { columns: [{ name: 'title', type: 'text', title: 'fields.todo.title' }], rows: [], total: 0 };
/** The server's side of the wire, answering every call with `answer` (the client's interceptors run). */
let answer: object = page;
const answerPage: AxiosAdapter = async (config) => ({
  data: answer,
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

describe('a grid’s prefetched first page', () => {
  const adapter = apiClient.defaults.adapter;
  beforeAll(() => {
    apiClient.defaults.adapter = answerPage;
  });
  afterAll(() => {
    apiClient.defaults.adapter = adapter;
  });
  beforeEach(() => {
    answer = page;
    setTokens({ accessToken: 'access', refreshToken: 'refresh' });
  });

  it('is handed once to the plain first page of the same object', async () => {
    prefetchGrid('todo');
    expect(takePrefetched({ ...firstPage, object: 'cubes' })).toBeUndefined();
    const taken = takePrefetched(firstPage);
    expect(await taken?.answer).toEqual(page);
    expect(taken?.settled).toEqual(page);
    expect(takePrefetched(firstPage)).toBeUndefined();
  });

  it('is not handed to a narrowed, sorted or later window, nor after the token changed', () => {
    for (const other of [
      { ...firstPage, search: 'report' },
      { ...firstPage, orderby: { isActive: true, sorts: [{ field: 'title', dir: 'asc' as const }] } },
      { ...firstPage, offset: 100 },
    ]) {
      prefetchGrid('todo');
      expect(takePrefetched(other)).toBeUndefined();
    }
    prefetchGrid('todo');
    setTokens({ accessToken: 'another', refreshToken: 'refresh' });
    expect(takePrefetched(firstPage)).toBeUndefined();
  });

  it('is not started without a token', () => {
    clearTokens();
    prefetchGrid('todo');
    expect(takePrefetched(firstPage)).toBeUndefined();
  });

  it('is started by a list route’s prefetch, unless the address opens one of its objects', () => {
    const { prefetch } = listPrefetch('todo', 'task');
    prefetch(new URL('http://cubus.test/cubus/todo?task=7'));
    expect(takePrefetched(firstPage)).toBeUndefined();
    prefetch(new URL('http://cubus.test/cubus/todo'));
    expect(takePrefetched(firstPage)).toBeDefined();
  });

  it('is taken by a grid’s first query, never by its reload after a change', async () => {
    const titled = (title: string) => ({ ...page, rows: [{ title }], total: 1 });
    const requestOf = (offset: number, limit: number) => ({ ...firstPage, offset, limit });
    answer = titled('prefetched');
    prefetchGrid('todo');
    const grid = renderHook(({ key }) => useWindowedRows(key, requestOf), { initialProps: { key: 'first' } });
    await waitFor(() => expect(grid.result.current.cache.rowAt(0)).toEqual({ title: 'prefetched' }));

    // The route's prefetch landed after the grid had asked for itself (a slow chunk), then a change.
    answer = titled('before the change');
    prefetchGrid('todo');
    answer = titled('after the change');
    grid.rerender({ key: 'reloaded' });
    await waitFor(() => expect(grid.result.current.cache.rowAt(0)).toEqual({ title: 'after the change' }));
  });
});
