import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from './shell/scroll-to-top';

/** Every route renders under this: it hides the loading overlay and scrolls up after a navigation. */
export function RootLayout() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    document.getElementById('loading-bg')?.classList.add('loading-bg--hidden');
  }, []);

  useEffect(() => {
    // The first screen opens where the page loaded, at its top: scrolling there again would only
    // force a layout before its first paint.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <>
      <Outlet />
      <ScrollToTop />
    </>
  );
}
