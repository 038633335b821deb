import type { LayoutOverride } from '../../../lib/layout-override';
import { LayoutShowcase } from './layout-page';

const override: LayoutOverride = { menuCollapsed: true };

/** /page-layouts/collapsed-menu: the shell changed for this page only. */
export function Component() {
  return <LayoutShowcase page="collapsed-menu" override={override} />;
}
