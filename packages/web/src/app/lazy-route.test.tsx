import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenModule } from '../lib/feature-manifest';
import { initI18n } from '../lib/i18n';
import { lazyRoute } from './lazy-route';
import { RouteError } from './route-error';

beforeAll(async () => {
  await initI18n('en');
});
// React and React Router log every error a boundary catches; here those errors are the point.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Shell() {
  return (
    <nav aria-label="Shell">
      <Outlet />
    </nav>
  );
}

function NoFallback() {
  return null;
}

function Reports() {
  return <h1>Reports</h1>;
}

/** The router's shape in small: a root with an empty HydrateFallback, a shell, a lazy screen. */
function renderRouter(load: ScreenModule) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        HydrateFallback: NoFallback,
        ErrorBoundary: RouteError,
        children: [
          {
            Component: Shell,
            children: [{ path: '/reports', lazy: lazyRoute(load), ErrorBoundary: RouteError }],
          },
        ],
      },
    ],
    { initialEntries: ['/reports'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a route whose chunk fails to load', () => {
  it('shows the route error inside the shell instead of a blank page, and Retry loads the screen', async () => {
    let online = false;
    let loads = 0;
    renderRouter(async () => {
      loads += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Component: Reports };
    });

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('navigation', { name: 'Shell' }).contains(alert)).toBe(true);
    expect(screen.getByRole('heading', { name: 'This part of Cubus could not be loaded' })).toBeDefined();

    // A retry re-renders the panel when it has failed again: a click on the panel it replaced is
    // lost, so Retry is clicked until the chunk is asked for again, as a user would.
    const retryUntilLoad = (count: number) =>
      waitFor(async () => {
        if (loads < count) await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
        expect(loads).toBe(count);
      });
    await retryUntilLoad(2);
    expect(await screen.findByRole('alert')).toBeDefined();

    online = true;
    await retryUntilLoad(3);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
