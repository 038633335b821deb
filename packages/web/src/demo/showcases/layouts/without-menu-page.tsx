import type { LayoutOverride } from '../../../lib/layout-override';
import { LayoutShowcase } from './layout-page';

const override: LayoutOverride = { menuHidden: true };

/** /page-layouts/without-menu: the shell changed for this page only. */
export function Component() {
  return <LayoutShowcase page="without-menu" override={override} />;
}
