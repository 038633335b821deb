import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollToTop } from './shell/scroll-to-top';

/** Every route renders under this: it hides the loading overlay and scrolls up after a navigation. */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    // pathname is the trigger: this runs once per navigation.
    void pathname;
    document.getElementById('loading-bg')?.classList.add('loading-bg--hidden');
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <>
      <Outlet />
      <ScrollToTop />
    </>
  );
}
