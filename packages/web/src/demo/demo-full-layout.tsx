import { Outlet } from 'react-router';
import { AntdTheme } from '../components/antd-theme';
import { useDemoStrings } from './demo-strings';
import './demo.css';

export { prepareDemo } from './demo-layout';

/** The frame of the demo's full-page samples (no shell): the full layout around them is the product's. */
export function Component() {
  const ready = useDemoStrings();
  return ready ? (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  ) : null;
}
