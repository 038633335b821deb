import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { RootLayout } from './root-layout';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('RootLayout', () => {
  it('hides the loading overlay, and scrolls up after each navigation but not at the first screen', async () => {
    const overlay = document.createElement('div');
    overlay.id = 'loading-bg';
    document.body.append(overlay);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/cubes', element: <h1>Cubes</h1> },
            { path: '/reports', element: <h1>Reports</h1> },
          ],
        },
      ],
      { initialEntries: ['/cubes'] },
    );
    render(<RouterProvider router={router} />);
    expect(overlay.classList.contains('loading-bg--hidden')).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/reports'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    await act(() => router.navigate('/reports?sort=name'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-2));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
