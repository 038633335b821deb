import { Outlet, useLocation, useMatches } from 'react-router';
import { useEffectiveLayout, useLayoutOverride } from '../../lib/layout-override';
import { useLayoutStore } from '../../lib/layout-store';
import { screenAddressOf } from '../screen-route';

/**
 * The main landmark; the keyed wrapper replays the router transition on each new screen. It is keyed
 * by the screen's address, not the whole path, so a list's filter addresses keep one screen mounted.
 */
export function ContentArea() {
  const { pathname } = useLocation();
  const screenAddress = screenAddressOf(useMatches(), pathname);
  const contentWidth = useEffectiveLayout('contentWidth');
  const empty = useLayoutOverride((s) => s.override.emptyContent);
  const transition = useLayoutStore((s) => s.routerTransition);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className={`content content--${contentWidth}${empty ? ' content--empty' : ''}`}
    >
      <div key={screenAddress} className={`route-transition route-transition--${transition}`}>
        <Outlet />
      </div>
    </main>
  );
}
