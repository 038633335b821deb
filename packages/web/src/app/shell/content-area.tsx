import { Outlet, useLocation } from 'react-router';
import { useEffectiveLayout, useLayoutOverride } from '../../lib/layout-override';
import { useLayoutStore } from '../../lib/layout-store';

/** The main landmark; the keyed wrapper replays the router transition on each navigation. */
export function ContentArea() {
  const { pathname } = useLocation();
  const contentWidth = useEffectiveLayout('contentWidth');
  const empty = useLayoutOverride((s) => s.override.emptyContent);
  const transition = useLayoutStore((s) => s.routerTransition);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className={`content content--${contentWidth}${empty ? ' content--empty' : ''}`}
    >
      <div key={pathname} className={`route-transition route-transition--${transition}`}>
        <Outlet />
      </div>
    </main>
  );
}
